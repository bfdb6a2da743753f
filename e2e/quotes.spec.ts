import type { Page } from '@playwright/test';
import contractsEn from '../web/src/features/contracts/locales/en.json' with { type: 'json' };
import contractsFr from '../web/src/features/contracts/locales/fr.json' with { type: 'json' };
import providerEn from '../web/src/features/provider-quotes/locales/en.json' with { type: 'json' };
import providerFr from '../web/src/features/provider-quotes/locales/fr.json' with { type: 'json' };
import quotesEn from '../web/src/features/quotes/locales/en.json' with { type: 'json' };
import quotesFr from '../web/src/features/quotes/locales/fr.json' with { type: 'json' };
import { expect, personPage, test } from './fixtures';
import { DEMO, labelled as field, signInTo } from './signIn';

// Issue 12's journey, in each language: a customer asks plumbers in Douala for quotes, the two
// seeded plumbers with logins answer with different prices, the customer compares and accepts
// the cheaper, the other is declined, both sign the contract and the PDF downloads. The texts
// come from the features' own resources, so the journey reads the page as a user does.

const TEXTS = {
  fr: { quotes: quotesFr, provider: providerFr, contracts: contractsFr, plumbing: 'Plomberie' },
  en: { quotes: quotesEn, provider: providerEn, contracts: contractsEn, plumbing: 'Plumbing' },
};
type Language = keyof typeof TEXTS;

const FIRST_PLUMBER = { name: 'Jean-Paul Ekwalla' };
const SECOND_PLUMBER = { name: 'Plomberie Bonapriso Services' };

/** A real 4 × 4 PNG, for the upload. */
const PHOTO = {
  name: 'evier.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const today = () => new Date().toISOString().slice(0, 10);

async function answerWithQuote(
  page: Page,
  language: Language,
  description: string,
  lines: { label: string; quantity: string; unitPrice: string }[],
) {
  const t = TEXTS[language].provider;
  const prefix = language === 'en' ? '/en' : '';
  await page.goto(`${prefix}/provider-quotations`);
  const item = page.getByTestId('inbox-item').filter({ hasText: description });
  await item.getByRole('button', { name: t.item.view }).click();
  await page.getByRole('button', { name: t.actions.send }).click();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: t.form.addLine }).click();
    const row = page.getByTestId('quote-line').nth(index);
    await field(row, t.form.label).fill(line.label);
    await field(row, t.form.quantity).fill(line.quantity);
    await field(row, t.form.unitPrice).fill(line.unitPrice);
  }
  await field(page, t.form.duration).fill('3');
  await field(page, t.form.earliestStart).fill(today());
  await page.getByRole('button', { name: t.form.submit.send }).click();
  await expect(page.getByText(t.done.sent)).toBeVisible();
}

async function signContract(page: Page, language: Language, name: string) {
  const t = TEXTS[language].contracts;
  await field(page, t.signatures.name).fill(name);
  await page.getByLabel(t.signatures.agree).check();
  await page.getByRole('button', { name: t.signatures.sign, exact: true }).click();
  await expect(page.getByText(t.signatures.signed)).toBeVisible();
}

for (const language of ['fr', 'en'] as const) {
  test(`${language}: request, two quotes, compare, accept the cheaper, both sign, PDF`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three people and about forty steps, each waiting on the emulators: 1.5 min alone, and
    // more than the tripled default (135 s) when a full run loads the machine.
    test.setTimeout(240_000);
    const { quotes: tq, contracts: tc, plumbing } = TEXTS[language];
    const prefix = language === 'en' ? '/en' : '';
    // Unique per run, so that the providers find this request among earlier runs' ones.
    const description = `Fuite sous l'évier, test ${language} ${Date.now()}`;

    // The customer describes the job once.
    await signInTo(page, '/profile', DEMO.customer);
    await page.goto(`${prefix}/smart-quotation`);
    await page.getByRole('radio', { name: plumbing }).check();
    await page.getByRole('button', { name: tq.wizard.next }).click();
    await field(page, tq.describe.description).fill(description);
    await page.getByRole('radio', { name: tq.urgency.medium }).check();
    await field(page, tq.describe.budget).fill('40000');
    await page.getByRole('button', { name: tq.wizard.next }).click();
    await field(page, tq.location.city).fill('Douala');
    await field(page, tq.location.address).fill('Rue Joss, Bonanjo');
    await page.getByRole('button', { name: tq.wizard.next }).click();
    await page.getByRole('radio', { name: tq.contactMethod.whatsapp }).check();
    await page.getByRole('button', { name: tq.wizard.next }).click();
    // One photo, through the api (its bytes are checked and re-encoded there).
    await page.getByTestId('quote-photo-input').setInputFiles([PHOTO]);
    await expect(
      page.getByText(tq.photos.count_one.replace('{{count}}', '1').replace('{{max}}', '5')),
    ).toBeVisible();
    await page.getByRole('button', { name: tq.wizard.next }).click();
    await expect(page.getByText(description)).toBeVisible();
    await page.getByRole('button', { name: tq.wizard.send }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/quotation-details/[A-Za-z0-9]{20}$`), {
      timeout: 30_000,
    });
    const detailsUrl = new URL(page.url()).pathname;
    // The photo is shown from the api to its customer.
    const photo = page.getByRole('img', { name: tq.details.photo.replace('{{number}}', '1') });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(4);
    const quoteId = detailsUrl.split('/').pop() ?? '';

    // Two plumbers answer with different prices.
    const first = (await personPage(browser, baseURL)).page;
    await signInTo(first, '/profile', DEMO.provider);
    await answerWithQuote(first, language, description, [
      { label: 'Main-d’œuvre', quantity: '1', unitPrice: '25000' },
      { label: 'Siphon', quantity: '2', unitPrice: '6000' },
    ]);
    const second = (await personPage(browser, baseURL)).page;
    await signInTo(second, '/profile', DEMO.secondPlumber);
    await answerWithQuote(second, language, description, [
      { label: 'Réparation', quantity: '1', unitPrice: '28000' },
    ]);

    // The customer compares them, cheaper first, and accepts the cheaper.
    await page.goto(detailsUrl);
    const cards = page.getByTestId('quote-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAccessibleName(
      tq.quote.label.replace('{{name}}', SECOND_PLUMBER.name),
    );
    await cards.first().getByRole('button', { name: tq.quote.accept }).click();
    await page.getByRole('dialog').getByRole('button', { name: tq.accept.confirm }).click();
    await expect(page.getByText(tq.details.acceptedNow)).toBeVisible();
    await expect(cards.filter({ hasText: FIRST_PLUMBER.name })).toContainText(
      tq.responseStatus.declined,
    );

    // The chosen plumber drafts the terms and signs; then the customer signs.
    const contractPath = `${prefix}/contracts/${quoteId}`;
    await second.goto(contractPath);
    await second.getByRole('button', { name: tc.termsForm.draft }).click();
    await field(second, tc.terms.duration).fill('1 jour / 1 day');
    await field(second, tc.terms.endDate).fill(today());
    await field(second, tc.terms.startDate).fill(today());
    await field(second, tc.terms.paymentTerms).fill('Mobile Money à la fin / at the end');
    await field(second, tc.terms.deliverables).fill('Évier réparé / sink repaired');
    await field(second, tc.terms.responsibilities).fill('Accès au logement / access');
    await field(second, tc.terms.terminationClause).fill('48 h');
    await second.getByRole('button', { name: tc.termsForm.save }).click();
    await expect(second.getByText(tc.termsForm.saved)).toBeVisible();
    await signContract(second, language, SECOND_PLUMBER.name);

    await page.getByRole('link', { name: tq.details.viewContract }).click();
    await expect(page).toHaveURL((url) => url.pathname === contractPath);
    await signContract(page, language, 'Aminata Diallo');
    await expect(page.getByText(tc.status.active).first()).toBeVisible();
    // The provider sees the customer's signature arrive (the page is live).
    await expect(second.getByText(tc.status.active).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: tc.pdf.download }).click();
    expect((await download).suggestedFilename()).toBe(`contrat-${quoteId}.pdf`);

    await first.context().close();
    await second.context().close();
  });
}
