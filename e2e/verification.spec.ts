import type { Page } from '@playwright/test';
import adminEn from '../web/src/features/verification-admin/locales/en.json' with { type: 'json' };
import adminFr from '../web/src/features/verification-admin/locales/fr.json' with { type: 'json' };
import searchEn from '../web/src/features/providers/locales/en.json' with { type: 'json' };
import searchFr from '../web/src/features/providers/locales/fr.json' with { type: 'json' };
import { formatDay } from '../web/src/shared/i18n/dates';
import providerEn from '../web/src/features/verification/locales/en.json' with { type: 'json' };
import providerFr from '../web/src/features/verification/locales/fr.json' with { type: 'json' };
import { expect, personPage, test } from './fixtures';
import { resetVerification } from './firestoreEmulator';
import { signInTo } from './signIn';

// Issue 16's journey, in each language with its own provider not verified yet: the provider
// sends an identity document (front and back), a licence, a diploma and a criminal record; an
// admin rejects the licence with a reason; the provider replaces it; the admin approves the
// identity and the licence; the provider is verified, with the date, on their public page; the
// audit log shows each step.

const ADMIN = { email: 'admin@example.com', password: 'Admin-demo-2026' };
const PEOPLE = {
  fr: {
    uid: 'seed-provider-14',
    surname: 'Ouattara',
    account: { email: 'nouveau.prestataire@example.com', password: 'Nouveau-demo-2026' },
    provider: providerFr,
    admin: adminFr,
    search: searchFr,
    prefix: '',
  },
  en: {
    uid: 'seed-provider-16',
    surname: 'Kouassi',
    account: { email: 'new.provider@example.com', password: 'Newprovider-demo-2026' },
    provider: providerEn,
    admin: adminEn,
    search: searchEn,
    prefix: '/en',
  },
};

// A 1 × 1 PNG and a one-page PDF: what the api sniffs, re-encodes and stores.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
type Upload = ReturnType<typeof png>;

/** Sends `files` for `kind` from its card (or form) and waits for the pending state. */
async function send(page: Page, kind: string, files: Upload[], pending: string) {
  await page.getByTestId(`file-input-${kind}`).setInputFiles(files);
  await page.getByTestId(`send-${kind}`).click();
  await expect(page.getByTestId(`document-${kind}`).getByTestId('status-chip')).toHaveText(
    pending,
    { timeout: 60_000 },
  );
}

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

for (const language of ['fr', 'en'] as const) {
  const { uid, surname, account, provider: p, admin: a, search, prefix } = PEOPLE[language];

  test(`a provider is verified after a rejected licence is replaced (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    // From the seeded state, also on a retry after a failed attempt that sent documents.
    await resetVerification(baseURL ?? '', uid);
    const provider = await personPage(browser, baseURL);
    const admin = await personPage(browser, baseURL);

    // The provider sends the three documents and a criminal record.
    await signInTo(provider.page, `${prefix}/provider-verification`, account);
    await send(provider.page, 'identity', [png('front.png'), png('back.png')], p.status.pending);
    await send(provider.page, 'licence', [pdf('licence.pdf')], p.status.pending);
    await send(provider.page, 'diploma', [pdf('diploma.pdf')], p.status.pending);
    await provider.page.goto(`${prefix}/providers/${uid}/criminal-record`);
    await provider.page.getByLabel(p.upload.issuedOn).fill(daysAgo(10));
    await send(provider.page, 'criminal_record', [pdf('casier.pdf')], p.status.pending);

    // The admin rejects the licence, with a reason.
    await signInTo(admin.page, `${prefix}/admin/verification?uid=${uid}`, ADMIN);
    const licence = admin.page.getByTestId('document-licence');
    await licence.getByRole('button', { name: a.document.reject }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel(a.reasons.unreadable).check();
    await dialog.getByRole('button', { name: a.reject.submit }).click();
    await expect(licence.getByRole('button', { name: a.document.reject })).toHaveCount(0, {
      timeout: 30_000,
    });

    // The provider reads the reason and replaces the licence.
    await provider.page.goto(`${prefix}/provider-verification`);
    const card = provider.page.getByTestId('document-licence');
    await expect(card.getByTestId('rejection-reason')).toContainText(p.reasons.unreadable, {
      timeout: 30_000,
    });
    await card.getByTestId('replace-licence').click();
    await send(provider.page, 'licence', [pdf('licence-2.pdf')], p.status.pending);

    // The admin approves the identity and the new licence.
    await admin.page.reload();
    for (const kind of ['identity', 'licence']) {
      const documentCard = admin.page.getByTestId(`document-${kind}`);
      await documentCard.getByRole('button', { name: a.document.approve }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: a.approve.submit }).click();
      await expect(documentCard.getByRole('button', { name: a.document.approve })).toHaveCount(0, {
        timeout: 30_000,
      });
    }
    // Each step is in the audit log: 5 uploads, the rejection, 2 approvals (and openings).
    await expect
      .poll(() => admin.page.getByTestId('audit-entry').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(8);

    // The provider is verified, with the date, on their page and their verification page.
    await provider.page.goto(`${prefix}/provider-verification`);
    await expect(provider.page.getByTestId('level-chip')).toContainText(p.level.verified, {
      timeout: 30_000,
    });
    // The api dates the verification with the UTC day of the decision.
    const verifiedToday = search.card.verifiedOn.replace(
      '{{date}}',
      formatDay(new Date().toISOString().slice(0, 10), language),
    );
    await provider.page.goto(`${prefix}/providers/${uid}`);
    await expect(provider.page.getByTestId('verified-badge')).toHaveText(verifiedToday, {
      timeout: 30_000,
    });
    // And in search, among the verified providers only, with the same date.
    await provider.page.goto(`${prefix}/services?q=${surname}&verified=1`);
    await expect(
      provider.page.getByTestId(`provider-card-${uid}`).getByTestId('verified-badge'),
    ).toHaveText(verifiedToday, { timeout: 30_000 });
    await provider.context.close();
    await admin.context.close();
  });
}
