// The hosted checkout ("Anka Pay", `/anka-demo`) under the emulators (issue 15 §4): the merchant
// opens a session, the page is served as HTML with its CSP, a form post pays by MTN through the
// payments api and the sandbox, the page sends the browser back to the merchant, whose result
// call reads the verified outcome. Needs the functions built and the tasks emulator (the
// sandbox's webhooks are Cloud Tasks): `--only firestore,auth,functions,tasks`.
import { PAYMENT_API, calculateTransaction, type PaymentView } from '@marketplace/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from './emulators';
import { ORIGIN } from './quoteFixtures';
import { functionsApiBase } from '../../scripts/lib/functionsApi';

let base: Promise<string> | undefined;
const apiBase = (): Promise<string> => (base ??= functionsApiBase());

/** A request as the browser sends it (redirects not followed: the test reads them). */
async function send(
  method: 'GET' | 'POST',
  path: string,
  body?: { json: unknown } | { form: Record<string, string> },
  origin: string | null = ORIGIN,
): Promise<Response> {
  const headers: Record<string, string> = origin ? { Origin: origin } : {};
  let payload: string | undefined;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.form).toString();
  }
  return fetch(`${await apiBase()}${path}`, { method, headers, body: payload, redirect: 'manual' });
}

const sessions: string[] = [];

afterAll(async () => {
  for (const id of sessions) {
    const session = await adminDb.doc(`hostedSessions/${id}`).get();
    const paymentId = session.get('paymentId') as string | null | undefined;
    if (paymentId) {
      const payment = await adminDb.doc(`payments/${paymentId}`).get();
      const reference = payment.get('reference') as string | undefined;
      await adminDb.recursiveDelete(payment.ref);
      if (reference) await adminDb.doc(`sandboxTransactions/${reference}`).delete();
    }
    await session.ref.delete();
  }
}, 60_000);

async function openSession(priceFCFA: number, lang: 'fr' | 'en'): Promise<string> {
  const response = await send('POST', PAYMENT_API.hostedSessions, { json: { priceFCFA, lang } });
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const id = url.split('/').pop() ?? '';
  expect(url).toBe(PAYMENT_API.hostedPage(id));
  sessions.push(id);
  return id;
}

interface Result {
  status: string;
  payment: PaymentView | null;
}
const resultOf = async (id: string) =>
  (await (await send('GET', `${PAYMENT_API.hostedPage(id)}/result`)).json()) as Result;

describe('hosted checkout', () => {
  it('pays by MTN on the hosted page and returns the verified outcome to the merchant', async () => {
    const id = await openSession(10_000, 'en');
    const stored = (await adminDb.doc(`hostedSessions/${id}`).get()).data();
    expect(stored).toMatchObject({
      priceFCFA: 10_000,
      lang: 'en',
      returnUrl: '/en/anka-demo',
      status: 'open',
      paymentId: null,
    });
    expect(stored?.expiresAt.toMillis() - stored?.createdAt.toMillis()).toBe(30 * 60 * 1000);

    const page = await send('GET', PAYMENT_API.hostedPage(id));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('10 000 FCFA');
    expect(html).toContain(`action="${id}/pay"`);
    expect(await resultOf(id)).toEqual({ status: 'open', payment: null });

    const form = { method: 'mtn_momo', country: 'CI', phone: '05 00 00 00 01' };
    const paid = await send('POST', `${PAYMENT_API.hostedPage(id)}/pay`, { form });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`../${id}`);
    // The same form posted again (a double click) replays the one payment.
    const again = await send('POST', `${PAYMENT_API.hostedPage(id)}/pay`, { form });
    expect(again.status).toBe(303);

    const started = await resultOf(id);
    expect(started.payment?.method).toBe('mtn_momo');
    const total = calculateTransaction({
      amountFCFA: 10_000,
      methodId: 'mtn_momo',
      feePayer: 'customer',
    });
    expect(total.ok && started.payment?.amountFCFA).toBe(
      total.ok && total.value.totalPaidByCustomerFCFA,
    );
    const waiting = await send('GET', PAYMENT_API.hostedPage(id));
    if (waiting.status === 200) {
      const text = await waiting.text();
      expect(text).toContain('http-equiv="refresh" content="2"');
    }

    const done = await eventually(
      () => resultOf(id),
      (result) => result.status !== 'awaiting_customer' && result.status !== 'pending',
      120_000,
    );
    expect(done.status).toBe('success');
    expect(done.payment?.status).toBe('success');
    expect(done.payment?.events.map((event) => event.type)).toContain('webhook');

    const back = await send('GET', PAYMENT_API.hostedPage(id));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/en/anka-demo?session=${id}`);
    // The merchant's receipt link: the payment's receipt, with the key only the server held.
    const receipt = await send('GET', `${PAYMENT_API.hostedPage(id)}/receipt?lang=en`);
    expect(receipt.status).toBe(303);
    expect(receipt.headers.get('location')).toMatch(
      new RegExp(`^/api/payments/${done.payment?.id}/receipt\\?lang=en&key=[A-Za-z0-9_-]{16,}$`),
    );
    // Paid: the form cannot start another payment.
    const replay = await send('POST', `${PAYMENT_API.hostedPage(id)}/pay`, {
      form: { method: 'wave', country: 'CI', phone: '0700000001' },
    });
    expect(replay.status).toBe(303);
    expect((await resultOf(id)).payment?.id).toBe(done.payment?.id);
  }, 150_000);

  it('shows the form again with a translated hint for a number of another operator', async () => {
    const id = await openSession(5_000, 'fr');
    const response = await send('POST', `${PAYMENT_API.hostedPage(id)}/pay`, {
      form: { method: 'mtn_momo', country: 'CI', phone: '0700000001' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Saisissez un numéro de cet opérateur');
    expect((await adminDb.doc(`hostedSessions/${id}`).get()).get('paymentId')).toBeNull();
  });

  it('refuses bad bodies, other sites and unknown sessions', async () => {
    const bad = await send('POST', PAYMENT_API.hostedSessions, {
      json: { priceFCFA: 5, lang: 'fr' },
    });
    expect(bad.status).toBe(400);
    const crossSite = await send(
      'POST',
      PAYMENT_API.hostedSessions,
      { json: { priceFCFA: 5_000, lang: 'fr' } },
      'https://evil.example',
    );
    expect(crossSite.status).toBe(403);

    const unknown = await send('GET', PAYMENT_API.hostedPage('AAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await unknown.text()).toContain('Cette session de paiement n’existe pas.');
    const malformed = await send('GET', `${PAYMENT_API.hostedPage('nope')}/result`);
    expect(malformed.status).toBe(404);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe(
      'session_not_found',
    );

    const id = await openSession(5_000, 'en');
    const forged = await send(
      'POST',
      `${PAYMENT_API.hostedPage(id)}/pay`,
      { form: { method: 'mtn_momo', country: 'CI', phone: '0500000001' } },
      'https://evil.example',
    );
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('Request refused');
  });
});
