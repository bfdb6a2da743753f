// Payment links through the api under the emulators (issue 15 §3): providers and admins create
// signed links, customers and visitors cannot; anyone reads a link by its token; a token edited
// by hand (its id or its signature) or a link whose amount changed behind it is 404
// `invalid_link`; past its expiry a link shows `expired`, once paid `paid`. Needs the functions
// built: `npm run build -w functions`.
import { PAYMENT_API, type PaymentLinkView } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLinkToken } from '../../functions/src/lib/payments/links';
import { adminDb, HOSTING } from './emulators';
import {
  call,
  cleanup,
  createPerson,
  createProvider,
  read,
  run,
  sessionCookie,
} from './quoteFixtures';

const provider = `it-pl-provider-${run}`;
const admin = `it-pl-admin-${run}`;
const customer = `it-pl-customer-${run}`;
const body = { amountFCFA: 15_000, description: 'Retouche de robe', expiresInHours: 48 };
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  await createProvider({
    uid: provider,
    name: 'Awa Couture',
    city: 'Douala',
    verified: true,
    rating: 4.5,
  });
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await createPerson({ uid: customer, firstName: 'Koffi' });
  // Wakes the api up (the emulator loads it on its first request), within this hook's time.
  await call('GET', PAYMENT_API.link('warm.up'), null);
}, 120_000);

afterAll(async () => {
  const links = await adminDb
    .collection('paymentLinks')
    .where('creatorId', 'in', [provider, admin])
    .get();
  await Promise.all(links.docs.map((doc) => doc.ref.delete()));
  await cleanup([]);
}, 120_000);

const create = (uid: string | null, payload: object = body, headers?: Record<string, string>) =>
  call('POST', PAYMENT_API.links, uid, payload, headers);
const view = (token: string) => call('GET', PAYMENT_API.link(token), null);

/** A link stored as the api stores it, signed with the emulators' key (tests set no secret). */
async function storedLink(id: string, changes: { expiresAt: Date; status?: 'active' | 'paid' }) {
  const amountFCFA = 8_000;
  await adminDb.doc(`paymentLinks/${id}`).set({
    creatorId: provider,
    providerId: provider,
    payeeName: 'Awa Couture',
    amountFCFA,
    description: 'Ourlet',
    expiresAt: Timestamp.fromDate(changes.expiresAt),
    status: changes.status ?? 'active',
    paymentId: null,
    createdAt: Timestamp.now(),
    paidAt: null,
  });
  return signLinkToken(id, amountFCFA, changes.expiresAt);
}

describe('POST /api/payment-links', () => {
  it('lets a provider create a signed link to their checkout', async () => {
    const before = Date.now();
    const answer = await create(provider);
    expect(answer.status).toBe(201);
    const { id, token, url } = answer.body as { id: string; token: string; url: string };
    expect(token).toMatch(new RegExp(`^${id}\\.[A-Za-z0-9_-]{43}$`));
    // The site's configured address: under the emulators, the Hosting emulator's.
    expect(url).toBe(`${HOSTING}/pay/${token}`);
    const stored = await read(`paymentLinks/${id}`);
    expect(stored).toMatchObject({
      creatorId: provider,
      providerId: provider,
      payeeName: 'Awa Couture',
      amountFCFA: 15_000,
      description: 'Retouche de robe',
      status: 'active',
      paymentId: null,
      paidAt: null,
      token,
    });
    const expiresAt = (stored?.expiresAt as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 48 * HOUR_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 48 * HOUR_MS);
  });

  it('lets an admin create one that pays the platform', async () => {
    const answer = await create(admin, { ...body, expiresInHours: 24 * 30 });
    expect(answer.status).toBe(201);
    expect(await read(`paymentLinks/${String(answer.body.id)}`)).toMatchObject({
      creatorId: admin,
      providerId: null,
    });
  });

  it('refuses a customer (403), a signed-out visitor (401) and another site (403)', async () => {
    const refused = await create(customer);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
    const signedOut = await create(null);
    expect(signedOut.status).toBe(401);
    const foreign = await create(provider, body, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.code).toBe('forbidden_origin');
  });

  // The api once compared the Origin with X-Forwarded-Host, which a client writes, and built
  // the link from that Origin: such a request made a link to the attacker's site.
  describe('through the Hosting rewrite', () => {
    const createThroughHosting = (headers: Record<string, string>) =>
      fetch(`${HOSTING}${PAYMENT_API.links}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: sessionCookie(provider),
          ...headers,
        },
        body: JSON.stringify(body),
      });

    const linksMade = async () =>
      (await adminDb.collection('paymentLinks').where('creatorId', '==', provider).get()).size;

    it('refuses a forged Origin that X-Forwarded-Host vouches for (403), making no link', async () => {
      const before = await linksMade();
      const forgeries: Record<string, string>[] = [
        { Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' },
        {
          Origin: 'https://evil.example',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'https',
        },
      ];
      for (const forged of forgeries) {
        const answer = await createThroughHosting(forged);
        expect(answer.status, JSON.stringify(forged)).toBe(403);
        expect(await answer.json()).toEqual({
          error: { code: 'forbidden_origin', message: expect.any(String) },
        });
      }
      expect(await linksMade()).toBe(before);
    });

    it("gives an honest request a link on the site's configured address", async () => {
      const answer = await createThroughHosting({ Origin: HOSTING });
      expect(answer.status).toBe(201);
      const { token, url } = (await answer.json()) as { token: string; url: string };
      expect(url).toBe(`${HOSTING}/pay/${token}`);
    });
  });

  it('answers a bad body with 400', async () => {
    for (const payload of [
      { ...body, amountFCFA: 99 },
      { ...body, description: '' },
      { ...body, expiresInHours: 24 * 30 + 1 },
    ]) {
      const answer = await create(provider, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.error?.code).toBe('invalid_request');
    }
  });
});

describe('GET /api/payment-links/:token', () => {
  let id = '';
  let token = '';
  beforeAll(async () => {
    const answer = await create(provider);
    ({ id, token } = answer.body as { id: string; token: string });
  });

  it('shows the link to anyone, signed out', async () => {
    const answer = await view(token);
    expect(answer.status).toBe(200);
    const link = answer.body as unknown as PaymentLinkView;
    expect(link).toMatchObject({
      id,
      payeeName: 'Awa Couture',
      amountFCFA: 15_000,
      description: 'Retouche de robe',
      status: 'active',
    });
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('answers a token edited by hand with 404 invalid_link', async () => {
    const [, signature = ''] = token.split('.');
    const other = await create(provider, { ...body, amountFCFA: 150 });
    const otherId = String(other.body.id);
    const last = signature.endsWith('A') ? 'B' : 'A';
    for (const forged of [
      `${id}.${signature.slice(0, -1)}${last}`,
      `${otherId}.${signature}`,
      `${id}.${signLinkToken(id, 150, new Date()).split('.')[1]}`,
      'nothing.here',
    ]) {
      const answer = await view(forged);
      expect(answer.status, forged).toBe(404);
      expect(answer.body.error?.code).toBe('invalid_link');
    }
  });

  it('no longer opens a link whose amount was changed behind its token', async () => {
    const answer = await create(provider);
    const { id: changed, token: signed } = answer.body as { id: string; token: string };
    await adminDb.doc(`paymentLinks/${changed}`).update({ amountFCFA: 100 });
    const opened = await view(signed);
    expect(opened.status).toBe(404);
    expect(opened.body.error?.code).toBe('invalid_link');
  });

  it('shows a link past its expiry as expired, a paid one as paid', async () => {
    const expired = await storedLink(`itExpired${run}`.slice(0, 20), {
      expiresAt: new Date(Date.now() - HOUR_MS),
    });
    expect((await view(expired)).body).toMatchObject({ status: 'expired', amountFCFA: 8_000 });
    const paid = await storedLink(`itPaid${run}`.slice(0, 20), {
      expiresAt: new Date(Date.now() - HOUR_MS),
      status: 'paid',
    });
    expect((await view(paid)).body).toMatchObject({ status: 'paid' });
  });
});
