import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  DEV_PAYMENT_LINK_SECRET,
  linkView,
  paymentLinkSecret,
  signLinkToken,
  verifyLinkToken,
  type StoredPaymentLink,
} from './links';

const NOW = new Date('2026-03-10T12:00:00Z');
const EXPIRES = new Date('2026-03-11T12:00:00Z');
const ID = 'AbCdEfGhIjKlMnOpQrSt';

const link = (overrides: Partial<StoredPaymentLink> = {}): StoredPaymentLink => ({
  creatorId: 'p1',
  providerId: 'p1',
  payeeName: 'Awa Couture',
  amountFCFA: 15_000,
  description: 'Retouche robe',
  expiresAt: Timestamp.fromDate(EXPIRES),
  status: 'active',
  paymentId: null,
  createdAt: Timestamp.fromDate(NOW),
  paidAt: null,
  ...overrides,
});

/** A Firestore that holds `paymentLinks/{ID}` only. */
const dbWith = (stored: StoredPaymentLink | undefined) =>
  ({
    doc: (path: string) => ({
      get: async () => ({
        data: () => (path === `paymentLinks/${ID}` ? stored : undefined),
      }),
    }),
  }) as unknown as Firestore;

describe('payment link tokens', () => {
  it('signs id, amount and expiry: the stored link verifies', async () => {
    const token = signLinkToken(ID, 15_000, EXPIRES);
    expect(token).toMatch(new RegExp(`^${ID}\\.[A-Za-z0-9_-]{43}$`));
    const verified = await verifyLinkToken(dbWith(link()), token);
    expect(verified).toEqual({ ok: true, id: ID, link: link() });
  });

  it('refuses a token made for another amount, expiry or secret', async () => {
    const db = dbWith(link());
    for (const token of [
      signLinkToken(ID, 150, EXPIRES),
      signLinkToken(ID, 15_000, new Date(EXPIRES.getTime() + 1)),
      signLinkToken(ID, 15_000, EXPIRES, 'another-secret'),
    ]) {
      expect(await verifyLinkToken(db, token)).toEqual({ ok: false, code: 'invalid_link' });
    }
  });

  it('refuses a link whose stored amount changed after signing', async () => {
    const token = signLinkToken(ID, 15_000, EXPIRES);
    const verified = await verifyLinkToken(dbWith(link({ amountFCFA: 1_500 })), token);
    expect(verified.ok).toBe(false);
  });

  it('refuses malformed tokens, another id and unknown links', async () => {
    const token = signLinkToken(ID, 15_000, EXPIRES);
    const signaturePart = token.split('.')[1] ?? '';
    const db = dbWith(link());
    for (const bad of [
      '',
      ID,
      `${ID}.short`,
      `${ID}.${signaturePart.slice(0, -1)}${signaturePart.endsWith('A') ? 'B' : 'A'}`,
      `OtherId1234567890123.${signaturePart}`,
      42,
      `../${token}`,
    ]) {
      expect((await verifyLinkToken(db, bad)).ok).toBe(false);
    }
    expect((await verifyLinkToken(dbWith(undefined), token)).ok).toBe(false);
  });
});

describe('paymentLinkSecret', () => {
  it('uses PAYMENT_LINK_SECRET, else the development default', () => {
    expect(paymentLinkSecret({ PAYMENT_LINK_SECRET: ' s3cret ' })).toBe('s3cret');
    expect(paymentLinkSecret({})).toBe(DEV_PAYMENT_LINK_SECRET);
    expect(paymentLinkSecret({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe(
      DEV_PAYMENT_LINK_SECRET,
    );
  });

  it('refuses to run deployed without a secret', () => {
    expect(() => paymentLinkSecret({ K_SERVICE: 'api' })).toThrow(/not configured/);
  });
});

describe('linkView', () => {
  it('shows an active link with its expiry as an ISO instant', () => {
    expect(linkView(ID, link(), NOW)).toEqual({
      id: ID,
      payeeName: 'Awa Couture',
      amountFCFA: 15_000,
      description: 'Retouche robe',
      expiresAt: EXPIRES.toISOString(),
      status: 'active',
    });
  });

  it('is expired from its expiry on, unless paid', () => {
    expect(linkView(ID, link(), EXPIRES).status).toBe('expired');
    const paid = link({ status: 'paid', paidAt: Timestamp.fromDate(NOW) });
    expect(linkView(ID, paid, new Date(EXPIRES.getTime() + 1)).status).toBe('paid');
  });
});
