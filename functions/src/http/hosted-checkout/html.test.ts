import type { PaymentView } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { parseHostedForm } from './form';
import {
  HOSTED_CSP,
  escapeHtml,
  hostedTotal,
  markup,
  renderCheckoutPage,
  renderErrorPage,
  renderWaitingPage,
  returnLocation,
  type HostedPageSession,
} from './html';

const session = (lang: 'fr' | 'en' = 'fr'): HostedPageSession => ({
  id: 'AbCdEfGhIjKlMnOpQrSt',
  priceFCFA: 10_000,
  lang,
  returnUrl: lang === 'en' ? '/en/anka-demo' : '/anka-demo',
});

const payment = (overrides: Partial<PaymentView> = {}): PaymentView => ({
  id: 'pay1',
  status: 'awaiting_customer',
  failureReason: null,
  method: 'mtn_momo',
  operator: 'mtn_momo',
  amountFCFA: hostedTotal(10_000, 'mtn_momo'),
  priceFCFA: 10_000,
  feesFCFA: hostedTotal(10_000, 'mtn_momo') - 10_000,
  reference: 'PAY-ABCDEFGHIJKL',
  description: 'Démo',
  bookingId: null,
  linkId: null,
  expiresAt: '2026-03-10T10:05:00.000Z',
  createdAt: '2026-03-10T10:00:00.000Z',
  settledAt: null,
  sandboxPhone: { message: 'MTN MoMo : approuvez le paiement', code: null },
  events: [],
  ...overrides,
});

describe('html', () => {
  it('escapes every interpolated value, and keeps nested fragments', () => {
    const evil = `<script>alert("x")</script>&'`;
    expect(escapeHtml(evil)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(markup`<p title="${evil}">${markup`<b>${evil}</b>`}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">' +
        '<b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</b></p>',
    );
    expect(markup`${[1, null, false, 'a<']}`.value).toBe('1a&lt;');
  });

  it('allows inline styles and posts to itself only, never a script', () => {
    expect(HOSTED_CSP).toContain("default-src 'none'");
    expect(HOSTED_CSP).toContain("style-src 'unsafe-inline'");
    expect(HOSTED_CSP).toContain("form-action 'self'");
    expect(HOSTED_CSP).not.toContain('script-src');
    expect(renderCheckoutPage(session())).not.toContain('<script');
  });
});

describe('renderCheckoutPage', () => {
  it('shows the merchant, the amount, each method with its total, in French', () => {
    const page = renderCheckoutPage(session());
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Anka Pay');
    expect(page).toContain('Choisissez votre moyen de paiement');
    expect(page).toContain('10 000 FCFA');
    for (const method of ['Orange Money', 'MTN Mobile Money', 'Wave', 'Carte bancaire']) {
      expect(page).toContain(method);
    }
    expect(page).toContain(
      `${hostedTotal(10_000, 'card').toLocaleString('fr-FR').replace(/\s/g, ' ')} FCFA`,
    );
    expect(page).toContain('action="AbCdEfGhIjKlMnOpQrSt/pay"');
    expect(page).toContain('value="orange_money" checked');
  });

  it('speaks English for an English session', () => {
    const page = renderCheckoutPage(session('en'));
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Choose how to pay');
    expect(page).toContain('Bank card');
    expect(page).not.toContain('Choisissez');
  });

  it('keeps the typed phone escaped and never echoes the card number, with the field hints', () => {
    const page = renderCheckoutPage(session(), {
      form: {
        method: 'mtn_momo',
        country: 'CI',
        phone: '"><img src=x>',
        cardNumber: '4242424242424242',
      },
      errors: ['phone'],
    });
    expect(page).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('4242424242424242');
    expect(page).toContain('value="mtn_momo" checked');
    expect(page).toContain('Saisissez un numéro de cet opérateur');
  });

  it('translates an api error code', () => {
    expect(renderCheckoutPage(session('en'), { errorCode: 'invalid_phone' })).toContain(
      'This is not a number of this operator in this country.',
    );
  });
});

describe('renderWaitingPage', () => {
  const now = new Date('2026-03-10T10:01:30.000Z');

  it('shows the prompt, the countdown and the phone screen, and reloads every 2 s', () => {
    const page = renderWaitingPage(session(), payment(), now);
    expect(page).toContain('Validez sur votre téléphone');
    expect(page).toContain('Temps restant : 3 min 30 s');
    expect(page).toContain('MTN MoMo : approuvez le paiement');
    expect(page).toContain('<meta http-equiv="refresh" content="2">');
    expect(page).not.toContain('name="code"');
  });

  it('asks the Orange code without reloading while the payer types it', () => {
    const page = renderWaitingPage(
      session('en'),
      payment({
        method: 'orange_money',
        sandboxPhone: { message: 'Orange Money: your code is 123456', code: '123456' },
      }),
      now,
      { codeError: true },
    );
    expect(page).toContain('Approve on your phone');
    expect(page).toContain('name="code"');
    expect(page).toContain('action="AbCdEfGhIjKlMnOpQrSt/code"');
    expect(page).toContain('The code has 6 digits.');
    expect(page).not.toContain('http-equiv="refresh"');
  });

  it('shows the bank page for a 3-D Secure challenge', () => {
    const page = renderWaitingPage(
      session(),
      payment({ method: 'card', status: 'challenge', sandboxPhone: null }),
      now,
    );
    expect(page).toContain('Vérification 3-D Secure');
    expect(page).toContain('name="approve" value="true"');
    expect(page).toContain('name="approve" value="false"');
  });
});

describe('errors and return', () => {
  it('renders a translated error page', () => {
    expect(renderErrorPage('fr', 'session_not_found', null)).toContain(
      'Cette session de paiement n’existe pas.',
    );
    expect(renderErrorPage('en', 'something_unknown', '/en/anka-demo')).toContain(
      'Something went wrong',
    );
  });

  it('returns to the merchant with the session id only', () => {
    expect(returnLocation({ id: 'abc', returnUrl: '/en/anka-demo' })).toBe(
      '/en/anka-demo?session=abc',
    );
  });
});

describe('parseHostedForm', () => {
  const parse = (body: unknown) =>
    parseHostedForm(
      body,
      { priceFCFA: 10_000, lang: 'fr' },
      (m) => hostedTotal(10_000, m),
      () => 'hosted-0123456789abcdef',
    );

  it('makes the api body of a mobile-money form, with the total the payer saw', () => {
    const parsed = parse({ method: 'mtn_momo', country: 'CI', phone: '05 00 00 00 01' });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.input).toMatchObject({
      target: { kind: 'demo', priceFCFA: 10_000 },
      method: 'mtn_momo',
      phone: '05 00 00 00 01',
      expectedAmountFCFA: hostedTotal(10_000, 'mtn_momo'),
      idempotencyKey: 'hosted-0123456789abcdef',
      lang: 'fr',
    });
    expect(parsed.input.card).toBeUndefined();
  });

  it('names the field group to correct', () => {
    expect(parse({ method: 'mtn_momo', country: 'CI', phone: '0700000001' })).toMatchObject({
      ok: false,
      errors: ['phone'],
    });
    expect(
      parse({
        method: 'card',
        country: 'CI',
        cardNumber: '4242 4242 4242 4241',
        cardExpiry: '12/40',
        cardCvc: '123',
        cardHolder: 'A',
      }),
    ).toMatchObject({ ok: false, errors: ['card'] });
    expect(parse({ method: 'bitcoin', country: 'CI' })).toMatchObject({
      ok: false,
      errors: ['method'],
    });
  });
});
