import common from '../web/src/shared/i18n/locales/fr/common.json' with { type: 'json' };
import commonEn from '../web/src/shared/i18n/locales/en/common.json' with { type: 'json' };
import providerFr from '../web/src/features/provider-quotes/locales/fr.json' with { type: 'json' };
import quotesEn from '../web/src/features/quotes/locales/en.json' with { type: 'json' };
import quotesFr from '../web/src/features/quotes/locales/fr.json' with { type: 'json' };
import { expect, personPage, test } from './fixtures';
import { DEMO, labelled as field, signInTo } from './signIn';

// Issue 12's bad-input and expiry cases: every check answers in the page's language before
// anything is sent, and a request past its 14 days shows as expired on both sides.

const LANGUAGES = {
  fr: { quotes: quotesFr, common, plumbing: 'Plomberie', prefix: '' },
  en: { quotes: quotesEn, common: commonEn, plumbing: 'Plumbing', prefix: '/en' },
};

for (const language of ['fr', 'en'] as const) {
  test(`${language}: the quote wizard refuses bad input with translated messages, losing nothing`, async ({
    page,
  }) => {
    const { quotes: t, common: c, plumbing, prefix } = LANGUAGES[language];
    await page.goto(`${prefix}/smart-quotation`);
    // Signed out, the wizard still opens: the visitor signs in only to send.
    await page.getByRole('button', { name: t.wizard.next }).click();
    await expect(page.getByText(t.wizard.invalid)).toBeVisible();
    await page.getByRole('radio', { name: plumbing }).check();
    await page.getByRole('button', { name: t.wizard.next }).click();

    await field(page, t.describe.description).fill('Fuite');
    await field(page, t.describe.budget).fill('12,5');
    await page.getByRole('button', { name: t.wizard.next }).click();
    await expect(page.getByText(c.validation.tooShort.replace('{{min}}', '10'))).toBeVisible();
    await expect(page.getByText(c.validation.positiveAmount)).toBeVisible();
    await expect(page.getByText(c.validation.required).first()).toBeVisible();

    await field(page, t.describe.description).fill('Fuite sous l’évier de la cuisine');
    await page.getByRole('radio', { name: t.urgency.high }).check();
    await field(page, t.describe.budget).fill('');
    await page.getByRole('button', { name: t.wizard.next }).click();
    await field(page, t.location.city).fill('Douala');
    await field(page, t.location.address).fill('Rue Joss');
    await field(page, t.location.preferredDate).fill('2020-01-01');
    await page.getByRole('button', { name: t.wizard.next }).click();
    await expect(page.getByText(c.validation.dateInPast)).toBeVisible();

    // A reload keeps everything typed (the draft), on the step where the visitor was.
    await page.reload();
    await expect(page.getByText(t.wizard.restored)).toBeVisible();
    await expect(field(page, t.location.address)).toHaveValue('Rue Joss');
  });
}

test('fr: photos that are too large, not images or too many are refused before sending', async ({
  page,
}) => {
  const t = quotesFr;
  await signInTo(page, '/profile', DEMO.customer);
  await page.goto('/smart-quotation');
  await page.getByRole('radio', { name: 'Plomberie' }).check();
  await page.getByRole('button', { name: t.wizard.next }).click();
  await field(page, t.describe.description).fill('Carrelage fissuré dans la douche');
  await page.getByRole('radio', { name: t.urgency.low }).check();
  await page.getByRole('button', { name: t.wizard.next }).click();
  await field(page, t.location.city).fill('Douala');
  await field(page, t.location.address).fill('Rue Joss');
  await page.getByRole('button', { name: t.wizard.next }).click();
  await page.getByRole('radio', { name: t.contactMethod.phone }).check();
  await page.getByRole('button', { name: t.wizard.next }).click();

  const input = page.getByTestId('quote-photo-input');
  const image = (name: string, bytes: number) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(bytes, 1),
  });
  await input.setInputFiles([image('chantier.jpg', 6 * 1024 * 1024)]);
  await expect(page.getByText(t.errors.fileTooLarge.replace('{{megabytes}}', '5'))).toBeVisible();
  await input.setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
  ]);
  await expect(page.getByText(t.errors.invalidFileType)).toBeVisible();
  await input.setInputFiles(Array.from({ length: 6 }, (_, n) => image(`photo-${n}.jpg`, 10)));
  await expect(page.getByText(t.errors.tooManyPhotos.replace('{{max}}', '5'))).toBeVisible();
});

test('fr: a provider’s quote with a bad price or a past start date is refused, nothing sent', async ({
  page,
}) => {
  const t = providerFr;
  await signInTo(page, '/provider-quotations', DEMO.provider);
  // The seeded request of the team member, still waiting for this provider's answer.
  const item = page
    .getByTestId('inbox-item')
    .filter({ hasText: 'Le lavabo se vide très lentement' });
  await item.getByRole('button', { name: t.item.view }).click();
  await page.getByRole('button', { name: t.actions.send }).click();
  const line = page.getByTestId('quote-line').first();
  await field(line, t.form.label).fill('Débouchage');
  await field(line, t.form.quantity).fill('1');
  await field(line, t.form.unitPrice).fill('-500');
  await field(page, t.form.duration).fill('2');
  await field(page, t.form.earliestStart).fill('2020-01-01');
  await page.getByRole('button', { name: t.form.submit.send }).click();
  await expect(page.getByText(t.form.fixErrors)).toBeVisible();
  await expect(page.getByText(common.validation.positiveAmount)).toBeVisible();
  await expect(page.getByText(common.validation.dateInPast)).toBeVisible();
  // Still new: nothing reached the customer.
  await page.goto('/provider-quotations');
  await expect(
    page.getByTestId('inbox-item').filter({ hasText: 'Le lavabo se vide très lentement' }),
  ).toContainText(t.status.requested);
});

test('fr: a request past its 14 days shows as expired to the customer and to the provider', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInTo(page, '/quotation-orders', DEMO.customer);
  const expired = page.getByRole('link').filter({ hasText: 'installation d’eau de la terrasse' });
  await expect(expired).toContainText(quotesFr.requestStatus.expired);
  await expired.click();
  await expect(page.getByText(quotesFr.details.expired)).toBeVisible();
  await expect(page.getByRole('button', { name: quotesFr.quote.accept })).toHaveCount(0);

  const provider = (await personPage(browser, baseURL)).page;
  await signInTo(provider, '/provider-quotations', DEMO.provider);
  await provider
    .getByRole('tab', { name: new RegExp(`^${providerFr.inbox.tabs.expired}`) })
    .click();
  await expect(
    provider.getByTestId('inbox-item').filter({ hasText: 'installation d’eau de la terrasse' }),
  ).toBeVisible();
  await provider.context().close();
});
