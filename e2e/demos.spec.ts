import type { Page } from '@playwright/test';
import commonEn from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import commonFr from '../web/src/shared/i18n/locales/fr/common.json' with { type: 'json' };
import feedbackEn from '../web/src/features/feedback-demo/locales/en/feedbackDemo.json' with { type: 'json' };
import feedbackFr from '../web/src/features/feedback-demo/locales/fr/feedbackDemo.json' with { type: 'json' };
import infoEn from '../web/src/features/info/locales/demos.en.json' with { type: 'json' };
import infoFr from '../web/src/features/info/locales/demos.fr.json' with { type: 'json' };
import translationEn from '../web/src/features/translation-demo/locales/en/translationDemo.json' with { type: 'json' };
import translationFr from '../web/src/features/translation-demo/locales/fr/translationDemo.json' with { type: 'json' };
import questionnaireEn from '../web/src/features/user-questionnaire/locales/en/userQuestionnaire.json' with { type: 'json' };
import questionnaireFr from '../web/src/features/user-questionnaire/locales/fr/userQuestionnaire.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { DEMO, labelled, signInTo } from './signIn';

// Issue 17 §6, in both languages: a visitor's feedback listed for an admin; the questionnaire
// answered and summarised for an admin; the translation demo for admins only; the demo
// overview linking the demos and saying who may use them.

const ADMIN = { email: 'admin@example.com', password: 'Admin-demo-2026' };
const TEXTS = {
  fr: {
    prefix: '',
    common: commonFr,
    feedback: feedbackFr,
    questionnaire: questionnaireFr,
    translation: translationFr,
    info: infoFr,
  },
  en: {
    prefix: '/en',
    common: commonEn,
    feedback: feedbackEn,
    questionnaire: questionnaireEn,
    translation: translationEn,
    info: infoEn,
  },
};
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
const digitsOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())?.replace(/\D/g, '') ?? 0);

for (const language of ['fr', 'en'] as const) {
  const { prefix, common, feedback, questionnaire, translation, info } = TEXTS[language];

  test(`a visitor's feedback is listed for an admin (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const comment = `${language === 'fr' ? 'Essai de bout en bout' : 'End-to-end try'} ${Date.now()}`;
    await page.goto(`${prefix}/feedback-demo`);
    await expect(page.getByRole('heading', { level: 1, name: feedback.title })).toBeVisible();
    await expect(page.getByTestId('feedback-admin')).toHaveCount(0);
    // Without a star the form says so and sends nothing.
    await page.getByRole('button', { name: feedback.form.submit }).click();
    await expect(page.getByText(common.validation.invalidRating)).toBeVisible();
    // MUI's stars are visually hidden radios: a user presses the star, i.e. its label.
    const fourStars = fill(feedback.form.stars_other, { count: 4 });
    await page.locator('label').filter({ hasText: fourStars }).click();
    await labelled(page, feedback.form.comment).fill(comment);
    await page.getByRole('button', { name: feedback.form.submit }).click();
    await expect(page.getByTestId('feedback-sent')).toContainText(feedback.sent.title, {
      timeout: 30_000,
    });

    await signInTo(page, `${prefix}/feedback-demo`, ADMIN);
    const admin = page.getByTestId('feedback-admin');
    await expect(admin.getByRole('heading', { name: feedback.admin.title })).toBeVisible();
    const mine = admin.getByTestId('feedback-item').filter({ hasText: comment });
    await expect(mine).toBeVisible({ timeout: 30_000 });
    await expect(mine.getByText(feedback.admin.visitor)).toBeVisible();
    await expect(mine.getByRole('img', { name: fourStars })).toBeVisible();
    // The seeded feedback is there too, with the average.
    await expect(admin.getByTestId('feedback-item').nth(1)).toBeVisible();
    await expect(admin.getByTestId('feedback-figures')).toContainText(
      feedback.admin.average.split('{{')[0] ?? '',
    );
  });

  test(`an admin answers the questionnaire and sees the summary (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const q = questionnaire.questions;
    await signInTo(page, `${prefix}/user-questionnaire`, ADMIN);
    const summary = page.getByTestId('questionnaire-summary');
    await expect(summary.getByTestId('summary-total')).toBeVisible({ timeout: 30_000 });
    // The seed's answers are counted.
    const before = await digitsOf(page, 'summary-total');
    expect(before).toBeGreaterThanOrEqual(8);
    await expect(summary.getByTestId('summary-services-plumbing')).toBeVisible();

    await page.getByRole('checkbox', { name: q.services.options.cleaning }).check();
    await page.getByRole('checkbox', { name: q.services.options.informatique }).check();
    await page.getByRole('radio', { name: q.frequency.options.monthly }).check();
    await page.getByRole('radio', { name: q.paymentMethod.options.wave }).check();
    await page.getByRole('combobox', { name: q.city.label }).fill('Abid');
    await page.getByRole('option', { name: 'Abidjan', exact: true }).click();
    await page
      .getByRole('radio', { name: fill(q.budget.options.under10k, { max: '10 000 FCFA' }) })
      .check();
    await page.getByRole('button', { name: questionnaire.submit }).click();
    await expect(page.getByTestId('questionnaire-sent')).toContainText(questionnaire.sent.title, {
      timeout: 30_000,
    });
    // Counted at once (the other language's run may add its own answer meanwhile).
    await expect.poll(() => digitsOf(page, 'summary-total')).toBeGreaterThan(before);
    await expect(summary.getByTestId('summary-city-Abidjan')).toBeVisible();
  });

  test(`the translation demo works live for an admin (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInTo(page, `${prefix}/translation-demo`, ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: translation.title })).toBeVisible();
    await labelled(page, translation.inputs.count).fill('1');
    await expect(page.getByTestId('providers-fr')).toHaveText('1 prestataire trouvé');
    await expect(page.getByTestId('providers-en')).toHaveText('1 provider found');
    await labelled(page, translation.inputs.count).fill('0');
    await expect(page.getByTestId('providers-fr')).toHaveText('0 prestataire trouvé');
    await expect(page.getByTestId('providers-en')).toHaveText('0 providers found');
    await labelled(page, translation.inputs.amount).fill('25000');
    await expect(page.getByTestId('price-fr')).toHaveText('Prix : 25 000 FCFA');
    await expect(page.getByTestId('price-en')).toHaveText('Price: 25 000 FCFA');
    await labelled(page, translation.inputs.date).fill('2026-03-16');
    await expect(page.getByTestId('day-fr')).toHaveText('Le 16 mars 2026');
    await expect(page.getByTestId('day-en')).toHaveText('On 16 March 2026');
    // The language switch opens the same page in the other language.
    await page.getByRole('link', { name: translation.switch.action }).click();
    const other = language === 'fr' ? '/en/translation-demo' : '/translation-demo';
    await expect(page).toHaveURL(new RegExp(`${other}$`));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: (language === 'fr' ? translationEn : translationFr).title,
      }),
    ).toBeVisible();
  });

  test(`the translation demo is refused to a visitor and a customer (${language})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/translation-demo`);
    await expect(page.getByText(common.forbidden.title)).toBeVisible();
    await signInTo(page, `${prefix}/translation-demo`, DEMO.customer);
    await expect(page.getByText(common.forbidden.title)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('column-fr')).toHaveCount(0);
  });

  test(`the demo overview links the demos and says who may use them (${language})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/demo-overview`);
    const items = info.demos.items;
    const audience = (who: 'everyone' | 'admin') =>
      fill(info.demos.audience.label, { audience: info.demos.audience[who] });
    for (const [path, title, who] of [
      ['/feedback-demo', items.feedbackDemo.title, 'everyone'],
      ['/user-questionnaire', items.userQuestionnaire.title, 'everyone'],
      ['/translation-demo', items.translationDemo.title, 'admin'],
    ] as const) {
      const card = page.getByTestId(`demo-${path}`);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(card.getByText(audience(who))).toBeVisible();
      await expect(card.getByRole('link')).toHaveAttribute('href', `${prefix}${path}`);
    }
    await page.getByTestId('demo-/user-questionnaire').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: questionnaire.title })).toBeVisible();
  });
}
