import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { newUserDocument } from '../../domain/src';
import { localDiskStore } from '../../functions/src/lib/storage';
import { cleanUpAccount } from '../../functions/src/triggers/accountCleanup';
import { adminAuth, adminDb, HOSTING, signInForIdToken } from './emulators';

const ORIGIN = HOSTING;
const PASSWORD = 'Secret-2026';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A signed-in account with everything the cleanup removes or anonymises. */
async function accountWithData() {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `leaving-${stamp}@example.com`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  const other = `other-${stamp}`;
  const bookingId = `booking-${stamp}`;
  const db = adminDb;
  await Promise.all([
    db.doc(`users/${uid}`).set({
      ...newUserDocument({ firstName: 'Kwame', lastName: 'Asante', email }),
      createdAt: FieldValue.serverTimestamp(),
    }),
    db.doc(`profiles/${uid}`).set({
      displayName: 'Kwame Asante',
      profileImageUrl: null,
      city: 'Accra',
      country: 'GH',
      bio: '',
    }),
    db.doc(`profiles/${uid}/contacts/${other}`).set({ via: 'booking' }),
    db.doc(`profiles/${other}`).set({ displayName: 'Other', profileImageUrl: null }),
    db.doc(`profiles/${other}/contacts/${uid}`).set({ via: 'booking' }),
    db.doc(`providers/${uid}`).set({ displayName: 'Kwame Plomberie', categories: ['plumbing'] }),
    db.doc(`providers/${uid}/services/s1`).set({ title: { fr: 'Fuite' }, priceFCFA: 5000 }),
    db.doc(`bookings/${bookingId}`).set({
      customerId: uid,
      providerId: other,
      status: 'completed',
      notes: 'Code du portail : 1234',
    }),
    db.doc(`reviews/${bookingId}`).set({
      providerId: other,
      authorName: 'Kwame A.',
      rating: 5,
      comment: 'Parfait',
    }),
  ]);
  const idToken = await signInForIdToken(email, PASSWORD);
  const session = await fetch(`${HOSTING}/api/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ idToken }),
  });
  const cookie = /__session=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(cookie).not.toBe('');
  // The completed booking links the two as contacts (contactsOnBookingWritten merges `since`
  // into them): let it run first, or, late on a busy machine, it would link them again after
  // the cleanup, and the test would take that leftover for a cleanup that failed.
  const linked = async () =>
    (await adminDb.doc(`profiles/${other}/contacts/${uid}`).get()).get('since') as unknown;
  await expect.poll(linked, { timeout: 60_000, interval: 500 }).toBeDefined();
  return { uid, email, other, bookingId, cookie };
}

async function uploadAvatar(cookie: string) {
  const form = new FormData();
  form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${HOSTING}/api/profile/avatar`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: `__session=${cookie}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { profileImageUrl: string }).profileImageUrl;
}

const deleteAccount = (cookie: string | null, confirmEmail: string, origin = ORIGIN) =>
  fetch(`${HOSTING}/api/account`, {
    method: 'DELETE',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      ...(cookie ? { Cookie: `__session=${cookie}` } : {}),
    },
    body: JSON.stringify({ confirmEmail }),
  });

const exists = async (path: string) => (await adminDb.doc(path).get()).exists;

/** Everything of the account is gone or anonymised; what others need stays. */
async function expectCleanedUp({
  uid,
  other,
  bookingId,
}: {
  uid: string;
  other: string;
  bookingId: string;
}) {
  for (const path of [
    `users/${uid}`,
    `profiles/${uid}`,
    `profiles/${uid}/contacts/${other}`,
    `profiles/${other}/contacts/${uid}`,
    `providers/${uid}`,
    `providers/${uid}/services/s1`,
  ]) {
    expect(await exists(path), path).toBe(false);
  }
  expect(await exists(`profiles/${other}`)).toBe(true);
  const review = (await adminDb.doc(`reviews/${bookingId}`).get()).data();
  expect(review).toMatchObject({ authorName: null, rating: 5, comment: 'Parfait' });
  const booking = (await adminDb.doc(`bookings/${bookingId}`).get()).data();
  expect(booking).toMatchObject({ customerId: uid, providerId: other, notes: '' });
}

describe('DELETE /api/account (through Hosting)', () => {
  it('removes the documents, files and Auth user, anonymises reviews and ends the session', async () => {
    const account = await accountWithData();
    const avatarUrl = await uploadAvatar(account.cookie);
    // New accounts show their photo to contacts only: its owner sees it.
    const asOwner = { headers: { Cookie: `__session=${account.cookie}` } };
    expect((await fetch(`${HOSTING}${avatarUrl}`, asOwner)).status).toBe(200);

    const response = await deleteAccount(account.cookie, account.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'deleted' });
    expect(response.headers.get('set-cookie')).toMatch(/__session=;/);

    await expectCleanedUp(account);
    expect((await fetch(`${HOSTING}${avatarUrl}`, asOwner)).status).toBe(404);
    await expect(adminAuth.getUser(account.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    const user = await fetch(`${HOSTING}/api/auth/user`, {
      headers: { Cookie: `__session=${account.cookie}` },
    });
    expect(user.status).toBe(401);
  }, 120_000);

  it('refuses another email (400), no session (401) and another site (403), deleting nothing', async () => {
    const account = await accountWithData();
    const wrong = await deleteAccount(account.cookie, 'someone-else@example.com');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('confirm_email_mismatch');
    expect((await deleteAccount(null, account.email)).status).toBe(401);
    const foreign = await deleteAccount(account.cookie, account.email, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await exists(`users/${account.uid}`)).toBe(true);
    expect((await adminAuth.getUser(account.uid)).uid).toBe(account.uid);
    // Leave nothing behind for the tests that read every provider and review (seed.test.ts).
    expect((await deleteAccount(account.cookie, account.email)).status).toBe(200);
  }, 120_000);
});

describe('accountCleanupOnUserDeleted', () => {
  it('runs the same cleanup when the Auth user is deleted elsewhere', async () => {
    const account = await accountWithData();
    await adminAuth.deleteUser(account.uid);
    // The Functions emulator runs the trigger after the Auth emulator deletes the user, behind
    // whatever else it is running (the deadline tasks poll under the emulators).
    const cleanedUp = () =>
      expectCleanedUp(account).then(
        () => true,
        () => false,
      );
    await expect.poll(cleanedUp, { timeout: 60_000, interval: 500 }).toBe(true);
    // Cookies are verified locally: the cleanup must end them, or they would outlive the user.
    const user = await fetch(`${HOSTING}/api/auth/user`, {
      headers: { Cookie: `__session=${account.cookie}` },
    });
    expect(user.status).toBe(401);
    // Idempotent: once more changes nothing and does not fail.
    const store = localDiskStore(mkdtempSync(join(tmpdir(), 'cleanup-')));
    await cleanUpAccount(account.uid, { db: adminDb, store });
    await expectCleanedUp(account);
  }, 150_000);
});
