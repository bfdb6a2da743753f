import {
  DEFAULT_USER_SETTINGS,
  newUserDocument,
  type NotificationKind,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import {
  notify,
  outboxTargets,
  recipientLanguage,
  recipientSettings,
  type NotifyRequest,
} from './notify';
import { appUrl } from './siteUrl';

/** Documents by path, and transactions that read and create them. */
function fakeDb(initial: Record<string, Record<string, unknown>> = {}) {
  const docs = new Map(Object.entries(initial));
  const db = {
    doc: (path: string) => ({ path }),
    runTransaction: async <T>(run: (transaction: unknown) => Promise<T>) => {
      const creates: [string, Record<string, unknown>][] = [];
      const result = await run({
        getAll: async (...refs: { path: string }[]) =>
          refs.map(({ path }) => ({ exists: docs.has(path), data: () => docs.get(path) })),
        create: (ref: { path: string }, data: Record<string, unknown>) => {
          if (docs.has(ref.path)) throw new Error(`exists: ${ref.path}`);
          creates.push([ref.path, data]);
        },
      });
      for (const [path, data] of creates) docs.set(path, data);
      return result;
    },
  };
  return { db: db as unknown as Firestore, docs };
}

const at = new Date('2026-11-20T10:00:00Z');

const confirmation: NotifyRequest<'booking_confirmation'> = {
  uid: 'ami',
  kind: 'booking_confirmation',
  id: 'booking_confirmation-b1-1',
  at,
  params: {
    bookingId: 'b1',
    // No English title: the key is absent, as Firestore needs.
    serviceTitle: { fr: 'Réparation de fuite', en: undefined } as unknown as { fr: string },
    providerName: 'Jean Kamga',
    day: '2026-11-23',
    time: '14:30',
    timeZone: 'Africa/Douala',
  },
};

const user = (extra: Record<string, unknown> = {}) => ({
  ...newUserDocument({ firstName: 'Awa', lastName: 'Diop', email: 'awa@example.com' }),
  ...extra,
});

const APP = 'https://demo.web.app';

describe('notify', () => {
  it('writes the item in French and the mail for a user without language', async () => {
    const { db, docs } = fakeDb({ 'users/ami': user() });
    const push = vi.fn(async () => 1);
    expect(await notify(db, confirmation, { appUrl: APP, push })).toBe(true);
    const item = docs.get('notifications/ami/items/booking_confirmation-b1-1');
    expect(item).toEqual({
      kind: 'booking_confirmation',
      params: { ...confirmation.params, serviceTitle: { fr: 'Réparation de fuite' } },
      lang: 'fr',
      title: 'Réservation confirmée',
      body: 'Jean Kamga a confirmé votre réservation « Réparation de fuite » du lundi 23 novembre 2026 à 14:30.',
      link: '/my-bookings',
      read: false,
      createdAt: Timestamp.fromDate(at),
    });
    const mail = docs.get('mail/ami-booking_confirmation-b1-1');
    expect(mail).toMatchObject({
      to: 'awa@example.com',
      uid: 'ami',
      kind: 'booking_confirmation',
      createdAt: Timestamp.fromDate(at),
      message: { subject: 'Réservation confirmée – Services Afrique' },
    });
    expect((mail?.message as { text: string }).text).toMatch(/^Bonjour Awa,/);
    // SMS is off by default.
    expect(docs.has('sms/ami-booking_confirmation-b1-1')).toBe(false);
    // A push kind: pushed with the absolute link.
    expect(push).toHaveBeenCalledWith(db, 'ami', {
      title: 'Réservation confirmée',
      body: item?.body,
      link: 'https://demo.web.app/my-bookings',
    });
  });

  it('writes in English, with English links, for a user whose language is en', async () => {
    const { db, docs } = fakeDb({
      'users/ami': user({
        language: 'en',
        phone: '+237 6 99 00 00 00',
        settings: { ...DEFAULT_USER_SETTINGS, smsNotifications: true },
      }),
    });
    const push = vi.fn(async () => 0);
    await notify(db, confirmation, { appUrl: APP, push });
    expect(docs.get('notifications/ami/items/booking_confirmation-b1-1')).toMatchObject({
      lang: 'en',
      title: 'Booking confirmed',
      link: '/my-bookings',
    });
    expect(docs.get('sms/ami-booking_confirmation-b1-1')).toMatchObject({
      to: '+237699000000',
      body: expect.stringContaining('https://demo.web.app/en/my-bookings'),
    });
    expect(push).toHaveBeenCalledWith(
      db,
      'ami',
      expect.objectContaining({ link: 'https://demo.web.app/en/my-bookings' }),
    );
  });

  it('writes nothing the second time, and pushes once', async () => {
    const { db, docs } = fakeDb({ 'users/ami': user() });
    const push = vi.fn(async () => 1);
    expect(await notify(db, confirmation, { appUrl: APP, push })).toBe(true);
    const first = new Map(docs);
    expect(await notify(db, confirmation, { appUrl: APP, push })).toBe(false);
    expect(docs).toEqual(first);
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('does not queue a mail again when its item is gone', async () => {
    const { db, docs } = fakeDb({
      'users/ami': user(),
      'mail/ami-booking_confirmation-b1-1': { to: 'awa@example.com', delivery: 'SUCCESS' },
    });
    expect(await notify(db, confirmation, { appUrl: APP, push: async () => 0 })).toBe(true);
    expect(docs.get('mail/ami-booking_confirmation-b1-1')).toEqual({
      to: 'awa@example.com',
      delivery: 'SUCCESS',
    });
  });

  it('writes the item alone, in French, without a users document', async () => {
    const { db, docs } = fakeDb();
    expect(await notify(db, confirmation, { appUrl: APP, push: async () => 0 })).toBe(true);
    expect([...docs.keys()]).toEqual(['notifications/ami/items/booking_confirmation-b1-1']);
    expect(docs.get('notifications/ami/items/booking_confirmation-b1-1')?.lang).toBe('fr');
  });

  it('does not push kinds that are not push kinds, and survives a failing push', async () => {
    const { db } = fakeDb({ 'users/ami': user() });
    const push = vi.fn(async () => {
      throw new Error('fcm down');
    });
    const account: NotifyRequest<'account_updated'> = {
      uid: 'ami',
      kind: 'account_updated',
      id: 'account_updated-ami-1',
      at,
      params: { changes: ['profile'] },
    };
    expect(await notify(db, account, { appUrl: APP, push })).toBe(true);
    expect(push).not.toHaveBeenCalled();
    expect(await notify(db, confirmation, { appUrl: APP, push })).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
  });
});

describe('outboxTargets', () => {
  const settings = (changes: Partial<typeof DEFAULT_USER_SETTINGS>) =>
    user({ phone: '+237 699 00 00 00', settings: { ...DEFAULT_USER_SETTINGS, ...changes } });

  it('mails with emailNotifications and an email, texts with smsNotifications and a phone', () => {
    expect(outboxTargets(settings({ smsNotifications: true }), 'new_message', [])).toEqual({
      email: 'awa@example.com',
      phone: '+237699000000',
    });
    expect(outboxTargets(settings({ emailNotifications: false }), 'new_message', [])).toEqual({
      email: null,
      phone: null,
    });
    expect(
      outboxTargets(user({ email: ' ', settings: { smsNotifications: true } }), 'new_message', []),
    ).toEqual({ email: null, phone: null });
  });

  it('mails a marketing kind only to users who want marketing emails', () => {
    const marketing: NotificationKind[] = ['review_request'];
    expect(outboxTargets(settings({}), 'review_request', marketing).email).toBeNull();
    expect(outboxTargets(settings({ marketingEmails: true }), 'review_request', marketing).email).toBe(
      'awa@example.com',
    );
    // Other kinds are not affected.
    expect(outboxTargets(settings({}), 'new_message', marketing).email).toBe('awa@example.com');
  });

  it('uses the defaults for missing settings', () => {
    expect(outboxTargets({ email: 'a@b.c', phone: '699' }, 'new_message', [])).toEqual({
      email: 'a@b.c',
      phone: null,
    });
    expect(outboxTargets(undefined, 'new_message', [])).toEqual({ email: null, phone: null });
  });
});

describe('recipient', () => {
  it('reads the language, else French', () => {
    expect(recipientLanguage({ language: 'en' })).toBe('en');
    expect(recipientLanguage({ language: 'de' })).toBe('fr');
    expect(recipientLanguage(undefined)).toBe('fr');
  });

  it('completes settings from the defaults, ignoring malformed values', () => {
    expect(recipientSettings({ settings: { smsNotifications: true, emailNotifications: 'no' } })).toEqual(
      { ...DEFAULT_USER_SETTINGS, smsNotifications: true },
    );
    expect(recipientSettings({ settings: null })).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('takes the app url from APP_URL, else the default Hosting site', () => {
    expect(appUrl({ APP_URL: 'https://services.example' })).toBe('https://services.example');
    expect(appUrl({ GCLOUD_PROJECT: 'demo-x' })).toBe('https://demo-x.web.app');
  });
});
