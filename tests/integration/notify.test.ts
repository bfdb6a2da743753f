// notify() and the account and payment notification triggers under the emulators (functions
// loaded from functions/lib: run `npm run build -w functions` first).
import { randomUUID } from 'node:crypto';
import { DEFAULT_USER_SETTINGS, newUserDocument } from '@marketplace/domain';
import { Timestamp, type QuerySnapshot } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { notify, type NotifyRequest } from '../../functions/src/lib/notify';
import { adminDb, eventually } from './emulators';

const run = randomUUID().slice(0, 8);
const created: string[] = [];
const at = new Date('2026-11-20T10:00:00Z');

// The Functions emulator runs events one at a time, possibly behind other tests' events.
const TRIGGER_WAIT_MS = 90_000;

/** A fresh uid whose documents are deleted after the run. */
function uid(name: string) {
  const id = `it-notify-${run}-${name}`;
  created.push(`users/${id}`, `unreadCounts/${id}`);
  return id;
}

async function putUser(id: string, extra: Record<string, unknown> = {}) {
  const user = newUserDocument({ firstName: 'Awa', lastName: 'Diop', email: `${id}@example.com` });
  await adminDb.doc(`users/${id}`).set({ ...user, ...extra });
}

function confirmation(recipient: string): NotifyRequest<'booking_confirmation'> {
  const id = `booking_confirmation-it-${run}-1`;
  created.push(
    `notifications/${recipient}/items/${id}`,
    `mail/${recipient}-${id}`,
    `sms/${recipient}-${id}`,
  );
  return {
    uid: recipient,
    kind: 'booking_confirmation',
    id,
    at,
    params: {
      bookingId: `it-${run}`,
      serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
      providerName: 'Jean Kamga',
      day: '2026-11-23',
      time: '14:30',
      timeZone: 'Africa/Douala',
    },
  };
}

const read = (path: string) => adminDb.doc(path).get();

afterAll(async () => {
  const items = await Promise.all(
    created
      .filter((path) => path.startsWith('users/'))
      .map((path) => adminDb.collection(`notifications/${path.slice(6)}/items`).listDocuments()),
  );
  const writer = adminDb.bulkWriter();
  for (const path of created) writer.delete(adminDb.doc(path));
  for (const ref of items.flat()) writer.delete(ref);
  await writer.close();
});

describe('notify', () => {
  it('writes the item and the mail in French for a user without a language', async () => {
    const awa = uid('fr');
    await putUser(awa);
    const request = confirmation(awa);
    expect(await notify(adminDb, request)).toBe(true);
    const item = await read(`notifications/${awa}/items/${request.id}`);
    expect(item.data()).toMatchObject({
      kind: 'booking_confirmation',
      lang: 'fr',
      title: 'Réservation confirmée',
      body: 'Jean Kamga a confirmé votre réservation « Réparation de fuite » du lundi 23 novembre 2026 à 14:30.',
      link: '/my-bookings',
      read: false,
    });
    expect(item.get('createdAt')).toEqual(Timestamp.fromDate(at));
    const mail = await read(`mail/${awa}-${request.id}`);
    expect(mail.data()).toMatchObject({
      to: `${awa}@example.com`,
      uid: awa,
      kind: 'booking_confirmation',
      message: { subject: 'Réservation confirmée – Services Afrique' },
    });
    expect(mail.get('message.html')).toContain('Réparation de fuite');
    // SMS is off by default.
    expect((await read(`sms/${awa}-${request.id}`)).exists).toBe(false);
  });

  it("writes in English for a user whose language is 'en'", async () => {
    const john = uid('en');
    await putUser(john, { language: 'en' });
    const request = confirmation(john);
    await notify(adminDb, request);
    expect((await read(`notifications/${john}/items/${request.id}`)).data()).toMatchObject({
      lang: 'en',
      title: 'Booking confirmed',
      body: 'Jean Kamga confirmed your booking for Leak repair on Monday 23 November 2026 at 14:30.',
    });
    expect((await read(`mail/${john}-${request.id}`)).get('message.text')).toMatch(
      /\/en\/my-bookings/,
    );
  });

  it('writes an sms only with smsNotifications and a phone', async () => {
    const sms = { ...DEFAULT_USER_SETTINGS, smsNotifications: true };
    const withPhone = uid('sms-phone');
    const withoutPhone = uid('sms-no-phone');
    const smsOff = uid('sms-off');
    await putUser(withPhone, { settings: sms, phone: '+237 6 99 00 00 00' });
    await putUser(withoutPhone, { settings: sms, phone: '' });
    await putUser(smsOff, { phone: '+237 6 99 00 00 01' });
    for (const recipient of [withPhone, withoutPhone, smsOff]) {
      await notify(adminDb, confirmation(recipient));
    }
    const id = confirmation(withPhone).id;
    const message = await read(`sms/${withPhone}-${id}`);
    expect(message.data()).toMatchObject({ to: '+237699000000', uid: withPhone });
    expect(message.get('body')).toMatch(/^Services Afrique : Réservation confirmée\. /);
    expect((await read(`sms/${withoutPhone}-${id}`)).exists).toBe(false);
    expect((await read(`sms/${smsOff}-${id}`)).exists).toBe(false);
  });

  it('writes no mail with emailNotifications false', async () => {
    const quiet = uid('no-mail');
    await putUser(quiet, { settings: { ...DEFAULT_USER_SETTINGS, emailNotifications: false } });
    const request = confirmation(quiet);
    expect(await notify(adminDb, request)).toBe(true);
    expect((await read(`notifications/${quiet}/items/${request.id}`)).exists).toBe(true);
    expect((await read(`mail/${quiet}-${request.id}`)).exists).toBe(false);
  });

  it('writes once for the same id, even when called twice at once', async () => {
    const twice = uid('twice');
    await putUser(twice);
    const request = confirmation(twice);
    const results = await Promise.all([notify(adminDb, request), notify(adminDb, request)]);
    expect(results.sort()).toEqual([false, true]);
    const item = await read(`notifications/${twice}/items/${request.id}`);
    const mail = await read(`mail/${twice}-${request.id}`);
    expect(await notify(adminDb, { ...request, at: new Date() })).toBe(false);
    expect((await read(item.ref.path)).updateTime).toEqual(item.updateTime);
    expect((await read(mail.ref.path)).updateTime).toEqual(mail.updateTime);
  });
});

/** The user's items of `kind`, once there is at least one. */
function itemsEventually(recipient: string, kind: string, count = 1) {
  return eventually(
    () => adminDb.collection(`notifications/${recipient}/items`).where('kind', '==', kind).get(),
    (items: QuerySnapshot) => items.size >= count,
    TRIGGER_WAIT_MS,
    (items) => `${recipient} ${kind}: ${items.size}`,
  );
}

// Two waits at most per test.
describe('triggers', { timeout: 2 * TRIGGER_WAIT_MS + 10_000 }, () => {
  it('notifies account updates of the settings, not of the language', async () => {
    const awa = uid('account');
    await putUser(awa);
    // The language alone notifies nothing (else its item, with the same 10-minute id, would
    // be the one found, with other changes); the settings do.
    await adminDb.doc(`users/${awa}`).update({ language: 'en', updatedAt: Timestamp.now() });
    await adminDb.doc(`users/${awa}`).update({ 'settings.smsNotifications': true });
    const items = await itemsEventually(awa, 'account_updated');
    expect(items.size).toBe(1);
    const item = items.docs[0];
    expect(item?.id).toMatch(new RegExp(`^account_updated-${awa}-\\d+$`));
    expect(item?.data()).toMatchObject({
      params: { changes: ['settings'] },
      lang: 'en',
      title: 'Account updated',
      link: '/settings',
    });
  });

  it('notifies a one-time code and then the payment confirmation', async () => {
    const payer = uid('payer');
    await putUser(payer);
    const paymentId = `it-notify-${run}-payment`;
    created.push(`payments/${paymentId}`);
    const expiresAt = Timestamp.fromMillis(Date.now() + 5 * 60_000);
    await adminDb.doc(`payments/${paymentId}`).set({
      payerId: payer,
      bookingId: null,
      amountFCFA: 25000,
      method: 'orange_money',
      status: 'awaiting_customer',
      oneTimeCode: { code: '482913', expiresAt },
    });
    const codes = await itemsEventually(payer, 'verification_code');
    expect(codes.docs[0]?.id).toBe(`verification_code-${paymentId}-${expiresAt.toMillis()}`);
    expect(codes.docs[0]?.get('body')).toContain('482913');
    expect(codes.docs[0]?.get('link')).toBeNull();

    await adminDb.doc(`payments/${paymentId}`).update({ status: 'success', oneTimeCode: null });
    const confirmations = await itemsEventually(payer, 'payment_confirmation');
    expect(confirmations.docs[0]?.id).toBe(`payment_confirmation-${paymentId}`);
    expect(confirmations.docs[0]?.get('body')).toBe(
      'Votre paiement de 25 000 FCFA (Orange Money) a bien été reçu. Merci !',
    );
    // Mailed as well (email notifications are on by default).
    expect((await read(`mail/${payer}-payment_confirmation-${paymentId}`)).exists).toBe(true);
    created.push(
      `mail/${payer}-payment_confirmation-${paymentId}`,
      `mail/${payer}-verification_code-${paymentId}-${expiresAt.toMillis()}`,
    );
  });
});
