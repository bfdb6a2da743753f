import type { Page, Request } from '@playwright/test';
import en from '../web/src/features/support-chat/locales/en.json' with { type: 'json' };
import fr from '../web/src/features/support-chat/locales/fr.json' with { type: 'json' };
import commonEn from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import commonFr from '../web/src/shared/i18n/locales/fr/common.json' with { type: 'json' };
import { expect, test } from './fixtures';

// Issue 17 §1: the support chat widget, in both languages, against the real answerer (the
// local one: the emulators run without GEMINI_API_KEY).
const LANGUAGES = [
  {
    language: 'fr',
    prefix: '',
    texts: fr,
    open: commonFr.supportChat.open,
    question: 'comment payer avec orange mony',
    answerLink: '/mobile-money-guide',
  },
  {
    language: 'en',
    prefix: '/en',
    texts: en,
    open: commonEn.supportChat.open,
    question: 'how do i pay with orange money',
    answerLink: '/en/mobile-money-guide',
  },
] as const;

const CHAT_API = '**/api/support/chat';
const isChatCall = (request: Request) => request.url().endsWith('/api/support/chat');

/** Holds each answer back a moment, so that the pending state can be seen. */
async function slowDownAnswers(page: Page) {
  await page.route(CHAT_API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

for (const { language, prefix, texts, open, question, answerLink } of LANGUAGES) {
  test(`the support chat answers from the help content (${language})`, async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('SupportChatPanel')) chunks.push(request.url());
    });
    let questions = 0;
    page.on('request', (request) => {
      if (isChatCall(request)) questions += 1;
    });
    await slowDownAnswers(page);
    await page.goto(`${prefix}/about`);
    // The panel's code is fetched on the first opening, not before.
    expect(chunks).toEqual([]);
    await page.getByRole('button', { name: open }).click();
    const panel = page.getByRole('dialog', { name: texts.title });
    await expect(panel.getByText(texts.greeting)).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);

    // A quick prompt is a question of its own.
    await panel.getByRole('button', { name: texts.quickPrompts.providerAccount }).click();
    await expect(panel.getByTestId('typing-indicator')).toBeVisible();
    const input = panel.getByRole('textbox', { name: texts.inputLabel });
    await expect(input).toBeDisabled();
    await expect(panel.getByTestId('typing-indicator')).toBeHidden({ timeout: 30_000 });
    const firstAnswer = panel.locator('li[data-sender="assistant"]').last();
    await expect(firstAnswer.getByRole('link')).toHaveAttribute(
      'href',
      `${prefix}/become-provider`,
    );

    // Shift+Enter adds a line and sends nothing; Enter sends.
    await input.click();
    await input.pressSequentially('ligne');
    await input.press('Shift+Enter');
    await input.pressSequentially('deux');
    await expect(input).toHaveValue('ligne\ndeux');
    expect(questions).toBe(1);
    await input.fill(question);
    await input.press('Enter');
    await expect(panel.getByTestId('typing-indicator')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(panel.getByTestId('typing-indicator')).toBeHidden({ timeout: 30_000 });
    const answer = panel.locator('li[data-sender="assistant"]').last();
    await expect(answer).toContainText(/Orange Money/);
    await expect(answer.getByRole('link')).toHaveAttribute('href', answerLink);
    await expect(panel.locator('li[data-sender="user"]').last()).toContainText(question);
    // Spec §9: French hours and minutes.
    await expect(panel.locator('li[data-sender="user"]').last()).toContainText(/\d{2}:\d{2}/);
    expect(questions).toBe(2);

    // The answer's link changes the page: the conversation stays, and a reload keeps it.
    await answer.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${answerLink}$`));
    await expect(panel.locator('li[data-sender="user"]')).toHaveCount(2);
    await page.reload();
    await page.getByRole('button', { name: open }).click();
    await expect(panel.locator('li[data-sender="user"]')).toHaveCount(2);
    await expect(panel.locator('li[data-sender="assistant"]').last()).toContainText(/Orange Money/);

    // Closing returns to the button.
    await panel.getByRole('button', { name: texts.close }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: open })).toBeFocused();
  });

  test(`the support chat apologises when the assistant cannot be reached (${language})`, async ({
    page,
    pageErrors,
  }) => {
    await page.route(CHAT_API, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'down' } }),
      }),
    );
    await page.goto(`${prefix}/`);
    await page.getByRole('button', { name: open }).click();
    const panel = page.getByRole('dialog', { name: texts.title });
    await panel.getByRole('textbox', { name: texts.inputLabel }).fill('Bonjour');
    await panel.getByRole('textbox', { name: texts.inputLabel }).press('Enter');
    await expect(panel.getByText(texts.apology)).toBeVisible();
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText(texts.errorTitle);
    await expect(alert).toContainText(texts.errorDescription);
    // The browser logs the refused call; that is this test's point, not a failure of the page.
    const expected = pageErrors.filter((error) => error.includes('503'));
    expect(expected.length).toBeGreaterThan(0);
    pageErrors.splice(
      0,
      pageErrors.length,
      ...pageErrors.filter((error) => !error.includes('503')),
    );
  });
}
