import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { requireSession } from '../../lib/session';
import { getFileStore, type FileStore, type StoredFile } from '../../lib/storage';
import { createApiApp } from '../app';
import { MAX_AVATAR_BYTES } from './routes';
import { FIXTURES, jpegOfSize, pngOfSize } from './testFixtures';
import { GPS_MARKER, pixel, testImages } from './testImages';

vi.mock('../../lib/session', () => ({ requireSession: vi.fn() }));
vi.mock('../../lib/admin', () => ({ adminDb: vi.fn(), adminAuth: vi.fn() }));
vi.mock('../../lib/storage', () => ({ getFileStore: vi.fn() }));

const ORIGIN = 'http://127.0.0.1:5000';
// The local Hosting origin is trusted only under the emulators.
vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
const UID = 'user-1';
const URL_PREFIX = `/api/profile/avatar/${UID}/`;
const VERSION = /^[0-9a-f]{20}$/;

let images: Awaited<ReturnType<typeof testImages>>;
beforeAll(async () => {
  images = await testImages();
});

type Data = Record<string, unknown>;
/** Firestore double: documents by path, and the operations of each committed transaction. */
let documents: Map<string, Data>;
let commits: [string, string, Data][][];
/** Storage double. */
let files: Map<string, StoredFile>;
let store: FileStore;

function snapshotOf(path: string) {
  const data = documents.get(path);
  return {
    exists: data !== undefined,
    data: () => data,
    get: (field: string) =>
      field.split('.').reduce<unknown>((value, key) => (value as Data | undefined)?.[key], data),
  };
}

function fakeDb() {
  const doc = (path: string) => ({ path, get: async () => snapshotOf(path) });
  const runTransaction = async <T>(run: (transaction: unknown) => Promise<T>) => {
    const operations: [string, string, Data][] = [];
    const result = await run({
      get: async (ref: { path: string }) => snapshotOf(ref.path),
      update: (ref: { path: string }, data: Data) => operations.push(['update', ref.path, data]),
      set: (ref: { path: string }, data: Data) => operations.push(['set', ref.path, data]),
    });
    for (const [kind, path, data] of operations) {
      documents.set(path, kind === 'set' ? data : { ...documents.get(path), ...data });
    }
    if (operations.length) commits.push(operations);
    return result;
  };
  return { doc, runTransaction };
}

const account = (profileVisibility?: string): Data => ({
  firstName: 'Awa',
  lastName: 'Diop',
  city: 'Dakar',
  country: 'SN',
  bio: 'Hello',
  profileImageUrl: null,
  ...(profileVisibility ? { settings: { profileVisibility } } : {}),
});

beforeEach(() => {
  documents = new Map([
    [`users/${UID}`, account('public')],
    [`profiles/${UID}`, { displayName: 'Awa Diop', profileImageUrl: null }],
  ]);
  commits = [];
  files = new Map();
  store = {
    write: vi.fn(async (path: string, bytes: Buffer, contentType: string) => {
      files.set(path, { bytes, contentType });
    }),
    read: vi.fn(async (path: string) => files.get(path) ?? null),
    delete: vi.fn(async (path: string) => {
      files.delete(path);
    }),
    deleteFolder: vi.fn(async (folder: string) => {
      for (const path of [...files.keys()]) if (path.startsWith(`${folder}/`)) files.delete(path);
    }),
  };
  vi.mocked(getFileStore).mockReturnValue(store);
  vi.mocked(adminDb).mockReturnValue(fakeDb() as unknown as ReturnType<typeof adminDb>);
  vi.mocked(requireSession).mockResolvedValue({ uid: UID, email: null, claims: {} });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const app = createApiApp();

/** A signed-in upload from the app's own page. */
const upload = (target: express.Express = app) =>
  request(target).post('/api/profile/avatar').set('Origin', ORIGIN);

const expectError = (response: request.Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ error: { code, message: expect.any(String) } });
};

const expectNothingStored = () => {
  expect(store.write).not.toHaveBeenCalled();
  expect(commits).toEqual([]);
};

const storedPaths = () => [...files.keys()].sort();
const versionOf = (url: unknown) => String(url).slice(URL_PREFIX.length);

describe('POST /api/profile/avatar', () => {
  it('stores a re-encoded WebP as a new version and points the user and profile at it', async () => {
    const response = await upload().attach('avatar', images.png, 'me.png');
    expect(response.status).toBe(200);
    const { profileImageUrl } = response.body as { profileImageUrl: string };
    expect(profileImageUrl.startsWith(URL_PREFIX)).toBe(true);
    const version = versionOf(profileImageUrl);
    expect(version).toMatch(VERSION);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(storedPaths()).toEqual([`avatars/${UID}/${version}.webp`]);
    const stored = files.get(`avatars/${UID}/${version}.webp`);
    expect(stored?.contentType).toBe('image/webp');
    const metadata = await sharp(stored?.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 512]);
    expect(commits).toEqual([
      [
        ['update', `users/${UID}`, { profileImageUrl, updatedAt: expect.anything() }],
        ['update', `profiles/${UID}`, { profileImageUrl }],
      ],
    ]);
  });

  it("strips a phone photo's EXIF (GPS, camera) and turns it upright", async () => {
    const original = await sharp(images.phonePhoto).metadata();
    expect(original.exif?.includes(GPS_MARKER)).toBe(true);
    expect(original.orientation).toBe(6);
    const response = await upload().attach('avatar', images.phonePhoto, 'IMG_0001.jpg');
    expect(response.status).toBe(200);
    const stored = files.get(`avatars/${UID}/${versionOf(response.body.profileImageUrl)}.webp`);
    const bytes = stored?.bytes ?? Buffer.alloc(0);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes(GPS_MARKER)).toBe(false);
    expect(bytes.includes('TestPhone')).toBe(false);
    // Upright, the red half is on top (sideways, it was on the left).
    const [red] = await pixel(bytes, 400, 50);
    const [, , blue] = await pixel(bytes, 400, 460);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeGreaterThan(200);
  });

  it('accepts WebP and JPEG, whatever the declared type or name', async () => {
    for (const image of [images.webp, images.otherJpeg]) {
      const response = await upload().attach('avatar', image, {
        filename: 'notes.txt',
        contentType: 'text/plain',
      });
      expect(response.status).toBe(200);
    }
  });

  it('stores the same photo once (a retry changes nothing), and deletes the one it replaces', async () => {
    files.set(`avatars/${UID}`, { bytes: FIXTURES.png, contentType: 'image/png' });
    const first = await upload().attach('avatar', images.png, 'a.png');
    const retry = await upload().attach('avatar', images.png, 'a.png');
    expect(retry.body.profileImageUrl).toBe(first.body.profileImageUrl);
    // The unversioned original of the old scheme is gone too.
    expect(storedPaths()).toEqual([`avatars/${UID}/${versionOf(first.body.profileImageUrl)}.webp`]);
    const second = await upload().attach('avatar', images.otherJpeg, 'b.jpg');
    expect(second.body.profileImageUrl).not.toBe(first.body.profileImageUrl);
    expect(storedPaths()).toEqual([
      `avatars/${UID}/${versionOf(second.body.profileImageUrl)}.webp`,
    ]);
    expect(documents.get(`users/${UID}`)?.profileImageUrl).toBe(second.body.profileImageUrl);
  });

  it('accepts a file of exactly 2 MB', async () => {
    const photo = jpegOfSize(images.otherJpeg, MAX_AVATAR_BYTES);
    expect(photo.length).toBe(MAX_AVATAR_BYTES);
    const response = await upload().attach('avatar', photo, 'big.jpg');
    expect(response.status).toBe(200);
  });

  it('creates a missing public profile from the account', async () => {
    documents.delete(`profiles/${UID}`);
    const response = await upload().attach('avatar', images.png, 'me.png');
    expect(response.status).toBe(200);
    expect(commits[0]?.[1]).toEqual([
      'set',
      `profiles/${UID}`,
      {
        displayName: 'Awa Diop',
        profileImageUrl: response.body.profileImageUrl,
        city: 'Dakar',
        country: 'SN',
        bio: 'Hello',
      },
    ]);
  });

  it('reads the body from req.rawBody when the platform already consumed the stream', async () => {
    // What Cloud Functions does before express runs.
    const platform = express();
    platform.use(express.raw({ type: () => true, limit: '10mb' }), (req, _res, next) => {
      (req as express.Request & { rawBody?: Buffer }).rawBody = req.body as Buffer;
      next();
    });
    platform.use(app);
    const ok = await upload(platform).attach('avatar', images.webp, 'me.webp');
    expect(ok.status).toBe(200);
    const tooLarge = await upload(platform).attach(
      'avatar',
      pngOfSize(MAX_AVATAR_BYTES + 1),
      'me.png',
    );
    expectError(tooLarge, 413, 'file_too_large');
  });

  describe('refuses', () => {
    it('a request without an Origin header, or from a foreign origin (403)', async () => {
      const none = await request(app)
        .post('/api/profile/avatar')
        .attach('avatar', images.png, 'me.png');
      expect(none.status).toBe(403);
      const foreign = await request(app)
        .post('/api/profile/avatar')
        .set('Origin', 'https://evil.example')
        .attach('avatar', images.png, 'me.png');
      expect(foreign.status).toBe(403);
      expectNothingStored();
    });

    it('a signed-out visitor (401)', async () => {
      vi.mocked(requireSession).mockRejectedValue(
        new HttpError(401, 'unauthenticated', 'Not signed in'),
      );
      const response = await upload().attach('avatar', images.png, 'me.png');
      expectError(response, 401, 'unauthenticated');
      expectNothingStored();
    });

    it('a file over 2 MB (413 file_too_large)', async () => {
      const response = await upload().attach('avatar', pngOfSize(MAX_AVATAR_BYTES + 1), 'big.png');
      expectError(response, 413, 'file_too_large');
      expectNothingStored();
    });

    it('two files, under one field or two (400 too_many_files)', async () => {
      const same = await upload()
        .attach('avatar', images.png, 'a.png')
        .attach('avatar', images.webp, 'b.webp');
      expectError(same, 400, 'too_many_files');
      const other = await upload()
        .attach('avatar', images.png, 'a.png')
        .attach('other', images.png, 'b.png');
      expectError(other, 400, 'too_many_files');
      expectNothingStored();
    });

    it.each([
      ['GIF', () => FIXTURES.gif, 'image/gif'],
      ['SVG declared as PNG', () => FIXTURES.svg, 'image/png'],
      ['PDF', () => FIXTURES.pdf, 'application/pdf'],
      ['text named .jpg', () => Buffer.from('hello world'), 'image/jpeg'],
      ['a JPEG signature on no image', () => FIXTURES.jpeg, 'image/jpeg'],
      ['a real PNG cut short', () => images.png.subarray(0, images.png.length - 30), 'image/png'],
    ])('%s (415 invalid_file_type)', async (_name, content, contentType) => {
      const response = await upload().attach('avatar', content(), {
        filename: 'photo.jpg',
        contentType,
      });
      expectError(response, 415, 'invalid_file_type');
      expectNothingStored();
    });

    it('a form without a file, or with it under another name (400 invalid_request)', async () => {
      expectError(await upload().field('note', 'no file here'), 400, 'invalid_request');
      expectError(await upload().attach('photo', images.png, 'me.png'), 400, 'invalid_request');
      expectError(
        await upload().attach('avatar', Buffer.alloc(0), 'e.png'),
        400,
        'invalid_request',
      );
      expectNothingStored();
    });

    it('a body that is not multipart, or a malformed one (400 invalid_request)', async () => {
      expectError(
        await upload().send({ avatar: 'data:image/png;base64,iVBOR' }),
        400,
        'invalid_request',
      );
      expectError(await upload(), 400, 'invalid_request');
      const malformed = await upload()
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n');
      expectError(malformed, 400, 'invalid_request');
      expectNothingStored();
    });

    it('an account deleted while its photo was processed (404, nothing kept)', async () => {
      const fake = fakeDb();
      vi.mocked(adminDb).mockReturnValue({
        ...fake,
        runTransaction: async (run: Parameters<typeof fake.runTransaction>[0]) => {
          documents.delete(`users/${UID}`);
          return fake.runTransaction(run);
        },
      } as unknown as ReturnType<typeof adminDb>);
      const response = await upload().attach('avatar', images.png, 'me.png');
      expectError(response, 404, 'user_not_found');
      expect(storedPaths()).toEqual([]);
      expect(commits).toEqual([]);
    });

    it('an account without a users document (404 user_not_found)', async () => {
      documents.delete(`users/${UID}`);
      const response = await upload().attach('avatar', images.png, 'me.png');
      expectError(response, 404, 'user_not_found');
      expectNothingStored();
    });
  });

  it("accepts the site's configured origin, never one the request's headers vouch for", async () => {
    vi.stubEnv('APP_URL', 'https://market.example');
    try {
      const site = await request(app)
        .post('/api/profile/avatar')
        .set('Origin', 'https://market.example')
        .attach('avatar', images.png, 'me.png');
      expect(site.status).toBe(200);
      for (const header of ['Host', 'X-Forwarded-Host']) {
        const forged = await request(app)
          .post('/api/profile/avatar')
          .set(header, 'evil.example')
          .set('X-Forwarded-Proto', 'https')
          .set('Origin', 'https://evil.example')
          .attach('avatar', images.png, 'me.png');
        expect(forged.status, header).toBe(403);
        expect(forged.body.error.code).toBe('forbidden_origin');
      }
    } finally {
      vi.stubEnv('APP_URL', undefined);
    }
  });
});

describe('DELETE /api/profile/avatar', () => {
  const remove = () => request(app).delete('/api/profile/avatar').set('Origin', ORIGIN);

  it('removes every stored version and clears the photo of the user and the profile', async () => {
    const { body } = await upload().attach('avatar', images.png, 'me.png');
    files.set(`avatars/${UID}/0123456789abcdef0123.webp`, {
      bytes: FIXTURES.webp,
      contentType: 'image/webp',
    });
    files.set(`avatars/${UID}`, { bytes: FIXTURES.png, contentType: 'image/png' });
    files.set('avatars/user-10/0123456789abcdef0123.webp', {
      bytes: FIXTURES.png,
      contentType: 'image/webp',
    });
    commits = [];
    const response = await remove();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ profileImageUrl: null });
    expect(storedPaths()).toEqual(['avatars/user-10/0123456789abcdef0123.webp']);
    expect(commits).toEqual([
      [
        ['update', `users/${UID}`, { profileImageUrl: null, updatedAt: expect.anything() }],
        ['update', `profiles/${UID}`, { profileImageUrl: null }],
      ],
    ]);
    // Its URL now answers 404.
    expect((await request(app).get(body.profileImageUrl)).status).toBe(404);
    // Again: nothing left to remove, still a success.
    expect((await remove()).status).toBe(200);
  });

  it('refuses a foreign origin (403) and a signed-out visitor (401)', async () => {
    files.set(`avatars/${UID}/0123456789abcdef0123.webp`, {
      bytes: FIXTURES.png,
      contentType: 'image/webp',
    });
    const foreign = await request(app)
      .delete('/api/profile/avatar')
      .set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    vi.mocked(requireSession).mockRejectedValue(
      new HttpError(401, 'unauthenticated', 'Not signed in'),
    );
    expectError(await remove(), 401, 'unauthenticated');
    expect(storedPaths()).toHaveLength(1);
    expect(commits).toEqual([]);
  });
});

describe('GET /api/profile/avatar/:uid/:version', () => {
  const OWNER = { uid: UID, email: null, claims: {} };
  const ADMIN = { uid: 'root', email: null, claims: { admin: true } };
  const CONTACT = { uid: 'contact-1', email: null, claims: {} };
  const STRANGER = { uid: 'stranger-1', email: null, claims: {} };
  const signedOut = new HttpError(401, 'unauthenticated', 'Not signed in');

  /** Uploads a photo as the owner, then sets the owner's visibility; returns its URL. */
  async function photo(visibility?: string): Promise<string> {
    const { body } = await upload().attach('avatar', images.png, 'me.png');
    const user = documents.get(`users/${UID}`) ?? {};
    const { settings: _settings, ...rest } = user;
    documents.set(
      `users/${UID}`,
      visibility ? { ...rest, settings: { profileVisibility: visibility } } : rest,
    );
    documents.set(`profiles/${UID}/contacts/${CONTACT.uid}`, { via: 'booking' });
    return body.profileImageUrl as string;
  }

  const viewAs = async (url: string, viewer: typeof OWNER | null) => {
    if (viewer) vi.mocked(requireSession).mockResolvedValue(viewer);
    else vi.mocked(requireSession).mockRejectedValue(signedOut);
    return request(app).get(url).buffer(true);
  };

  const expectNotFound = (response: request.Response) => {
    expectError(response, 404, 'not_found');
    expect(response.headers['cache-control']).toBe('private, no-store');
  };

  it('serves a public photo to anyone, cacheable by shared caches, without a session check', async () => {
    const url = await photo('public');
    vi.mocked(requireSession).mockClear();
    const response = await request(app).get(url).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Buffer.from(response.body as Buffer)).toEqual(
      files.get(`avatars/${UID}/${versionOf(url)}.webp`)?.bytes,
    );
    expect(requireSession).not.toHaveBeenCalled();
  });

  it("serves a contacts-only photo to the owner, admins and the owner's contacts, privately", async () => {
    const url = await photo('contacts');
    for (const viewer of [OWNER, ADMIN, CONTACT]) {
      const response = await viewAs(url, viewer);
      expect(response.status, viewer.uid).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=86400, immutable');
      expect(response.headers.vary).toBe('Cookie');
    }
    expectNotFound(await viewAs(url, STRANGER));
    expectNotFound(await viewAs(url, null));
  });

  it('serves a private photo to the owner and admins only', async () => {
    const url = await photo('private');
    expect((await viewAs(url, OWNER)).status).toBe(200);
    expect((await viewAs(url, ADMIN)).status).toBe(200);
    for (const viewer of [CONTACT, STRANGER, null]) expectNotFound(await viewAs(url, viewer));
  });

  it('treats an account without a visibility setting as private', async () => {
    const url = await photo();
    expectNotFound(await viewAs(url, CONTACT));
    expect((await viewAs(url, OWNER)).status).toBe(200);
  });

  it('answers 404 for a replaced version, an unknown one, and a lost file', async () => {
    const old = await photo('public');
    const { body } = await upload().attach('avatar', images.webp, 'new.webp');
    expectNotFound(await request(app).get(old));
    expect((await request(app).get(body.profileImageUrl)).status).toBe(200);
    expectNotFound(await request(app).get(`${URL_PREFIX}0123456789abcdef0123`));
    files.clear();
    expectNotFound(await request(app).get(body.profileImageUrl));
  });

  it.each([
    '/api/profile/avatar/user-1',
    '/api/profile/avatar/user-1/NOT-A-VERSION',
    '/api/profile/avatar/a.b/0123456789abcdef0123',
    '/api/profile/avatar/%2E%2E%2Fsecret/0123456789abcdef0123',
    '/api/profile/avatar/nobody/0123456789abcdef0123',
  ])('answers 404 JSON for %s', async (path) => {
    const response = await request(app).get(path);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('lets an Auth outage stand instead of hiding the photo as a 404', async () => {
    const url = await photo('contacts');
    vi.mocked(requireSession).mockRejectedValue(new HttpError(503, 'unavailable', 'Try again'));
    expectError(await request(app).get(url), 503, 'unavailable');
  });
});
