import type { Locator, Page } from '@playwright/test';
import { bookFreeSlot } from './api';
import { expect, personPage, test } from './fixtures';
import { patchTimestamp, readDocument } from './firestoreEmulator';
import { DEMO, signInTo } from './signIn';

// Issue 15's journeys, in both languages, on the sandbox gateway: a customer pays a booking by
// Orange Money with the one-time code, by card through 3-D Secure, and in cash that the
// provider confirms; an expired mobile-money attempt is retried; a payment link a provider
// makes is paid by a visitor without an account; receipts download as PDFs.

const PROVIDER = { uid: 'seed-provider-01', account: DEMO.provider };
const CUSTOMER = { uid: 'demo-customer', account: DEMO.customer };
/** Sandbox numbers in Cameroon (the demo customer's country): the last two digits decide. */
const NUMBERS = {
  orangeSuccess: '690000001',
  mtnSuccess: '670000001',
  mtnTimeout: '670000003',
};
const CARD_3DS = '4000000000003220';

const base = (baseURL: string | undefined) => baseURL ?? 'http://127.0.0.1:5000';

/** Fills a field whose test id is on the input itself or on its MUI wrapper. */
async function fill(field: Locator, value: string) {
  const tag = await field.evaluate((element) => element.tagName);
  const input =
    tag === 'INPUT' || tag === 'TEXTAREA'
      ? field
      : field
          .locator('input:not([aria-hidden="true"]), textarea:not([aria-hidden="true"])')
          .first();
  await input.fill(value);
}

/** The checkout's state, as its status element names it. */
const checkoutStatus = (page: Page) => page.getByTestId('checkout-status');

async function chooseMobileMoney(page: Page, method: string, phone: string) {
  await page.getByTestId(`checkout-method-${method}`).click();
  await fill(page.getByTestId('checkout-phone'), phone);
  await page.getByTestId('checkout-pay').click();
}

/** Downloads the receipt and checks it is a PDF named after the payment's reference. */
async function downloadReceipt(page: Page, language: 'fr' | 'en') {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('checkout-receipt').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    language === 'fr' ? /^recu-PAY-[A-Z0-9]+\.pdf$/ : /^receipt-PAY-[A-Z0-9]+\.pdf$/,
  );
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
}

/** The booking's payment status as stored (what every page shows). */
const bookingPayment = async (baseURL: string | undefined, bookingId: string) =>
  (await readDocument(base(baseURL), `bookings/${bookingId}`))?.paymentStatus;

test.describe.configure({ mode: 'parallel' });

test('fr: a customer pays a booking by Orange Money with the one-time code and downloads the receipt', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await personPage(browser, baseURL);
  await signInTo(customer.page, '/my-bookings', CUSTOMER.account);
  const bookingId = await bookFreeSlot(customer.page, PROVIDER.uid, 30);

  // From the booking's card to its checkout.
  await customer.page.goto('/my-bookings');
  await customer.page
    .locator(`[data-booking-id="${bookingId}"]`)
    .getByTestId('booking-pay')
    .click({ timeout: 30_000 });
  await expect(customer.page).toHaveURL(new RegExp(`/checkout/${bookingId}$`));
  await chooseMobileMoney(customer.page, 'orange_money', NUMBERS.orangeSuccess);

  // The operator's code arrives on the (simulated) phone; the payer types it in the page.
  const phone = customer.page.getByTestId('checkout-sim-phone');
  await expect(phone).toContainText(/\d{6}/, { timeout: 30_000 });
  await expect(customer.page.getByTestId('checkout-countdown')).toBeVisible();
  const code = /(\d{6})/.exec((await phone.textContent()) ?? '')?.[1] ?? '';
  await fill(customer.page.getByTestId('checkout-code'), code);
  await customer.page.getByTestId('checkout-code-submit').click();

  await expect(checkoutStatus(customer.page)).toHaveAttribute('data-status', 'success', {
    timeout: 60_000,
  });
  await downloadReceipt(customer.page, 'fr');
  await expect.poll(() => bookingPayment(baseURL, bookingId), { timeout: 30_000 }).toBe('success');
  await customer.context.close();
});

test('en: a customer pays a booking by card through 3-D Secure', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const customer = await personPage(browser, baseURL);
  await signInTo(customer.page, '/my-bookings', CUSTOMER.account);
  const bookingId = await bookFreeSlot(customer.page, PROVIDER.uid, 34);

  await customer.page.goto(`/en/checkout/${bookingId}`);
  await customer.page.getByTestId('checkout-method-card').click();
  await fill(customer.page.getByTestId('checkout-card-number'), CARD_3DS);
  await fill(customer.page.getByTestId('checkout-card-expiry'), '12/34');
  await fill(customer.page.getByTestId('checkout-card-cvc'), '123');
  await fill(customer.page.getByTestId('checkout-card-holder'), 'Awa Demo');
  await customer.page.getByTestId('checkout-pay').click();

  // The bank's 3-D Secure page asks; the payer approves.
  await customer.page.getByTestId('checkout-3ds-approve').click({ timeout: 30_000 });
  await expect(checkoutStatus(customer.page)).toHaveAttribute('data-status', 'success', {
    timeout: 60_000,
  });
  await downloadReceipt(customer.page, 'en');
  await expect.poll(() => bookingPayment(baseURL, bookingId), { timeout: 30_000 }).toBe('success');
  await customer.context.close();
});

test('fr: a booking paid in cash is paid once the provider confirms receipt', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await personPage(browser, baseURL);
  const provider = await personPage(browser, baseURL);
  await signInTo(customer.page, '/my-bookings', CUSTOMER.account);
  const bookingId = await bookFreeSlot(customer.page, PROVIDER.uid, 38);

  await customer.page.goto(`/checkout/${bookingId}`);
  await customer.page.getByTestId('checkout-method-cash').click();
  await customer.page.getByTestId('checkout-pay').click();
  await expect(checkoutStatus(customer.page)).toHaveAttribute('data-status', 'pending', {
    timeout: 30_000,
  });
  expect(await bookingPayment(baseURL, bookingId)).toBe('pending');

  // The provider confirms the cash from their bookings.
  await signInTo(provider.page, '/provider-bookings', PROVIDER.account);
  await provider.page
    .locator(`[data-booking-id="${bookingId}"]`)
    .getByTestId('booking-confirm-cash')
    .click({ timeout: 30_000 });
  // The dialog shows the amount and asks again.
  await provider.page.getByRole('button', { name: "Oui, j'ai reçu les espèces" }).click();
  await expect.poll(() => bookingPayment(baseURL, bookingId), { timeout: 30_000 }).toBe('success');
  // The customer's checkout, still open, follows.
  await expect(checkoutStatus(customer.page)).toHaveAttribute('data-status', 'success', {
    timeout: 30_000,
  });
  await Promise.all([customer.context.close(), provider.context.close()]);
});

test('en: a mobile-money attempt that expires is retried and paid', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const customer = await personPage(browser, baseURL);
  await signInTo(customer.page, '/my-bookings', CUSTOMER.account);
  const bookingId = await bookFreeSlot(customer.page, PROVIDER.uid, 42);

  await customer.page.goto(`/en/checkout/${bookingId}`);
  await chooseMobileMoney(customer.page, 'mtn_momo', NUMBERS.mtnTimeout);
  await expect(customer.page.getByTestId('checkout-countdown')).toBeVisible({ timeout: 30_000 });

  // The payer never approves: move the attempt's window into the past rather than wait 5
  // minutes; the reconciliation timer then asks the gateway and settles it as expired.
  let paymentId = '';
  await expect
    .poll(async () => {
      paymentId = String(
        (await readDocument(base(baseURL), `bookings/${bookingId}`))?.paymentId ?? '',
      );
      return paymentId;
    })
    .not.toBe('');
  await patchTimestamp(
    base(baseURL),
    `payments/${paymentId}`,
    'expiresAt',
    new Date(Date.now() - 60_000),
  );
  await expect(checkoutStatus(customer.page)).toHaveAttribute('data-status', 'expired', {
    timeout: 120_000,
  });

  // A new attempt (a new reference), with a number that approves this time.
  await expect(customer.page.getByTestId('checkout-retry')).toBeVisible();
  await customer.page.getByTestId('checkout-edit').click();
  await chooseMobileMoney(customer.page, 'mtn_momo', NUMBERS.mtnSuccess);
  await expect(checkoutStatus(customer.page)).toHaveAttribute('data-status', 'success', {
    timeout: 60_000,
  });
  await expect.poll(() => bookingPayment(baseURL, bookingId), { timeout: 30_000 }).toBe('success');
  await customer.context.close();
});

test('a payment link a provider makes (fr) is paid by a visitor (en), once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const provider = await personPage(browser, baseURL);
  await signInTo(provider.page, '/payment-link-generator', PROVIDER.account);
  const description = `Acompte chantier ${Date.now().toString(36)}`;
  await fill(provider.page.getByTestId('link-amount'), '12500');
  await fill(provider.page.getByTestId('link-description'), description);
  await provider.page.getByTestId('link-create').click();
  const url = (await provider.page.getByTestId('link-url').textContent({ timeout: 30_000 })) ?? '';
  const token = /\/pay\/([^\s/?#]+)/.exec(url)?.[1] ?? '';
  expect(token).not.toBe('');

  // A visitor without an account opens it (in English) and pays by MTN MoMo.
  const visitor = await personPage(browser, baseURL);
  await visitor.page.goto(`/en/pay/${token}`);
  await expect(visitor.page.getByText(description)).toBeVisible({ timeout: 30_000 });
  await fill(visitor.page.getByTestId('checkout-payer-name'), 'Kofi Visitor');
  const country = visitor.page.getByTestId('checkout-country');
  await (
    (await country.evaluate((element) => element.tagName)) === 'SELECT'
      ? country
      : country.locator('select')
  ).selectOption('CM');
  await chooseMobileMoney(visitor.page, 'mtn_momo', NUMBERS.mtnSuccess);
  await expect(checkoutStatus(visitor.page)).toHaveAttribute('data-status', 'success', {
    timeout: 60_000,
  });
  await downloadReceipt(visitor.page, 'en');

  // Paid links cannot be paid again; the provider's list shows it paid.
  await visitor.page.reload();
  await expect(visitor.page.getByTestId('link-paid')).toBeVisible({ timeout: 30_000 });
  await expect(visitor.page.getByTestId('checkout-pay')).toHaveCount(0);
  await expect(
    provider.page.getByTestId('link-row').filter({ hasText: description }),
  ).toHaveAttribute('data-status', 'paid', { timeout: 30_000 });
  await Promise.all([provider.context.close(), visitor.context.close()]);
});
