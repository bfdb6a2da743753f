// Avatars through the Hosting rewrite under the emulators (functions built: `npm run build -w
// functions`; seeded): re-encoding, versions, visibility and deletion.
import { randomUUID } from 'node:crypto';
import { newUserDocument } from '@marketplace/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GPS_MARKER, testImages } from '../../functions/src/http/profile/testImages';
import { adminAuth, adminDb, HOSTING, signInForIdToken } from './emulators';

const run = randomUUID().slice(0, 8);
const PASSWORD = 'Avatar-test-2026';
const people = {
  owner: `it-avatar-owner-${run}`,
  contact: `it-avatar-contact-${run}`,
  stranger: `it-avatar-stranger-${run}`,
};
const cookies: Record<string, string> = {};
let images: Awaited<ReturnType<typeof testImages>>;

beforeAll(async () => {
  images = await testImages();
  for (const uid of Object.values(people)) {
    const email = `${uid}@example.com`;
    await adminAuth.createUser({ uid, email, password: PASSWORD, emailVerified: true });
    await adminDb.doc(`users/${uid}`).set({
      ...newUserDocument({ firstName: 'Awa', lastName: 'Diop', email }),
      createdAt: new Date(),
    });
    await adminDb
      .doc(`profiles/${uid}`)
      .set({ displayName: 'Awa Diop', profileImageUrl: null, city: '', country: '', bio: '' });
    const idToken = await signInForIdToken(email, PASSWORD);
    cookies[uid] = await adminAuth.createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
  }
  await adminDb.doc(`profiles/${people.owner}/contacts/${people.contact}`).set({ via: 'booking' });
}, 60_000);

afterAll(async () => {
  for (const uid of Object.values(people)) {
    await adminDb.recursiveDelete(adminDb.doc(`profiles/${uid}`));
    await adminDb.doc(`users/${uid}`).delete();
    await adminAuth.deleteUser(uid);
  }
});

const asUser = (uid: string | null): Record<string, string> =>
  uid ? { Cookie: `__session=${cookies[uid] ?? ''}` } : {};

async function upload(image: Buffer, uid = people.owner) {
  const body = new FormData();
  body.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  return fetch(`${HOSTING}/api/profile/avatar`, {
    method: 'POST',
    headers: { Origin: HOSTING, ...asUser(uid) },
    body,
  });
}

const view = (url: string, uid: string | null) =>
  fetch(`${HOSTING}${url}`, { headers: asUser(uid) });

const setVisibility = (profileVisibility: string) =>
  adminDb.doc(`users/${people.owner}`).update({ 'settings.profileVisibility': profileVisibility });

async function expectHidden(url: string, uid: string | null) {
  const response = await view(url, uid);
  expect(response.status, `${uid ?? 'visitor'} sees ${url}`).toBe(404);
  expect(await response.json()).toEqual({
    error: { code: 'not_found', message: expect.any(String) },
  });
}

describe('avatars through Hosting', () => {
  let url = '';

  // The function sets Cache-Control by visibility (public, or private + Vary: Cookie; see
  // functions/src/http/profile/routes.test.ts). Hosting's header rules leave `/api/**` alone,
  // so that value is served; whatever it is, a photo that is not public must never be stored
  // by a shared cache.
  const expectNotShared = (response: Response) =>
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);

  it('stores a phone photo re-encoded, without its EXIF GPS, and points the account at it', async () => {
    expect((await sharp(images.phonePhoto).metadata()).exif?.includes(GPS_MARKER)).toBe(true);
    const response = await upload(images.phonePhoto);
    expect(response.status).toBe(200);
    ({ profileImageUrl: url } = (await response.json()) as { profileImageUrl: string });
    expect(url).toMatch(new RegExp(`^/api/profile/avatar/${people.owner}/[0-9a-f]{20}$`));
    expect((await adminDb.doc(`users/${people.owner}`).get()).get('profileImageUrl')).toBe(url);
    expect((await adminDb.doc(`profiles/${people.owner}`).get()).get('profileImageUrl')).toBe(url);

    await setVisibility('public');
    const served = await view(url, null);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 512]);
    expect(bytes.includes(GPS_MARKER)).toBe(false);
    // A cold instance loads sharp on its first upload; on a busy machine that takes a while.
  }, 120_000);

  it('shows a contacts-only photo to the owner and their contacts, privately; 404 to others', async () => {
    await setVisibility('contacts');
    for (const uid of [people.owner, people.contact]) {
      const response = await view(url, uid);
      expect(response.status, uid).toBe(200);
      expectNotShared(response);
    }
    await expectHidden(url, people.stranger);
    await expectHidden(url, null);
  });

  it('shows a private photo to its owner only', async () => {
    await setVisibility('private');
    const own = await view(url, people.owner);
    expect(own.status).toBe(200);
    expectNotShared(own);
    await expectHidden(url, people.contact);
    await expectHidden(url, null);
  });

  it('replaces the photo with a new version: the old one is gone (404)', async () => {
    await setVisibility('public');
    const response = await upload(images.otherJpeg);
    const { profileImageUrl } = (await response.json()) as { profileImageUrl: string };
    expect(profileImageUrl).not.toBe(url);
    await expectHidden(url, people.owner);
    expect((await view(profileImageUrl, null)).status).toBe(200);
    url = profileImageUrl;
  }, 120_000);

  it('deletes the photo (same origin only): no URL left, and the file answers 404', async () => {
    const foreign = await fetch(`${HOSTING}/api/profile/avatar`, {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example', ...asUser(people.owner) },
    });
    expect(foreign.status).toBe(403);
    const response = await fetch(`${HOSTING}/api/profile/avatar`, {
      method: 'DELETE',
      headers: { Origin: HOSTING, ...asUser(people.owner) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ profileImageUrl: null });
    expect((await adminDb.doc(`users/${people.owner}`).get()).get('profileImageUrl')).toBeNull();
    expect((await adminDb.doc(`profiles/${people.owner}`).get()).get('profileImageUrl')).toBeNull();
    await expectHidden(url, people.owner);
  }, 60_000);
});
