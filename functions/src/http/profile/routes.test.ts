import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { requireSession } from '../../lib/session';
import { getFileStore, type FileStore, type StoredFile } from '../../lib/storage';
import { createApiApp } from '../app';
import { MAX_AVATAR_BYTES } from './routes';
import { FIXTURES, pngOfSize } from './testFixtures';

vi.mock('../../lib/session', () => ({ requireSession: vi.fn() }));
vi.mock('../../lib/admin', () => ({ adminDb: vi.fn(), adminAuth: vi.fn() }));
vi.mock('../../lib/storage', () => ({ getFileStore: vi.fn() }));

const ORIGIN = 'http://127.0.0.1:5000';
const UID = 'user-1';

/** Firestore double: documents by path, and the operations of each committed batch. */
let documents: Map<string, Record<string, unknown>>;
let commits: [string, string, Record<string, unknown>][][];
/** Storage double. */
let files: Map<string, StoredFile>;
let store: FileStore;

function fakeDb() {
  const doc = (path: string) => ({
    path,
    get: async () => ({ exists: documents.has(path), data: () => documents.get(path) }),
  });
  const batch = () => {
    const operations: [string, string, Record<string, unknown>][] = [];
    return {
      update: (ref: { path: string }, data: Record<string, unknown>) =>
        operations.push(['update', ref.path, data]),
      set: (ref: { path: string }, data: Record<string, unknown>) =>
        operations.push(['set', ref.path, data]),
      commit: async () => {
        commits.push(operations);
      },
    };
  };
  return { doc, batch };
}

beforeEach(() => {
  documents = new Map([
    [
      `users/${UID}`,
      { firstName: 'Awa', lastName: 'Diop', city: 'Dakar', country: 'SN', bio: 'Hello' },
    ],
    [`profiles/${UID}`, { displayName: 'Awa Diop', profileImageUrl: null }],
  ]);
  commits = [];
  files = new Map();
  store = {
    write: vi.fn(async (path: string, bytes: Buffer, contentType: string) => {
      files.set(path, { bytes, contentType });
    }),
    read: vi.fn(async (path: string) => files.get(path) ?? null),
    listTree: vi.fn(async () => []),
    remove: vi.fn(async () => {}),
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

describe('POST /api/profile/avatar', () => {
  it('stores the image under avatars/{uid} and points the user and profile at it', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    const response = await upload().attach('avatar', FIXTURES.png, 'me.png');
    expect(response.status).toBe(200);
    const profileImageUrl = `/api/profile/avatar/${UID}?v=1750000000000`;
    expect(response.body).toEqual({ profileImageUrl });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(files.get(`avatars/${UID}`)).toEqual({ bytes: FIXTURES.png, contentType: 'image/png' });
    expect(commits).toEqual([
      [
        ['update', `users/${UID}`, { profileImageUrl, updatedAt: expect.anything() }],
        ['update', `profiles/${UID}`, { profileImageUrl }],
      ],
    ]);
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('accepts %s, stored with its sniffed type', async (name, type) => {
    const response = await upload().attach('avatar', FIXTURES[name], {
      filename: 'photo.bin',
      contentType: 'application/octet-stream',
    });
    expect(response.status).toBe(200);
    expect(files.get(`avatars/${UID}`)?.contentType).toBe(type);
  });

  it('trusts the bytes, not the declared type or name', async () => {
    const response = await upload().attach('avatar', FIXTURES.png, {
      filename: 'notes.txt',
      contentType: 'text/plain',
    });
    expect(response.status).toBe(200);
    expect(files.get(`avatars/${UID}`)?.contentType).toBe('image/png');
  });

  it('overwrites the same path on a retry, with a new version in the URL', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1000);
    const first = await upload().attach('avatar', FIXTURES.png, 'a.png');
    now.mockReturnValue(2000);
    const second = await upload().attach('avatar', FIXTURES.jpeg, 'a.jpg');
    expect(first.body.profileImageUrl).toBe(`/api/profile/avatar/${UID}?v=1000`);
    expect(second.body.profileImageUrl).toBe(`/api/profile/avatar/${UID}?v=2000`);
    expect([...files.keys()]).toEqual([`avatars/${UID}`]);
    expect(files.get(`avatars/${UID}`)?.contentType).toBe('image/jpeg');
  });

  it('accepts a file of exactly 2 MB', async () => {
    const response = await upload().attach('avatar', pngOfSize(MAX_AVATAR_BYTES), 'big.png');
    expect(response.status).toBe(200);
    expect(files.get(`avatars/${UID}`)?.bytes.length).toBe(MAX_AVATAR_BYTES);
  });

  it('creates a missing public profile from the account', async () => {
    documents.delete(`profiles/${UID}`);
    const response = await upload().attach('avatar', FIXTURES.png, 'me.png');
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
    const ok = await upload(platform).attach('avatar', FIXTURES.webp, 'me.webp');
    expect(ok.status).toBe(200);
    expect(files.get(`avatars/${UID}`)).toEqual({
      bytes: FIXTURES.webp,
      contentType: 'image/webp',
    });
    const tooLarge = await upload(platform).attach(
      'avatar',
      pngOfSize(MAX_AVATAR_BYTES + 1),
      'me.png',
    );
    expectError(tooLarge, 413, 'file_too_large');
  });

  describe('refuses', () => {
    it('a request without an Origin header (403)', async () => {
      const response = await request(app)
        .post('/api/profile/avatar')
        .attach('avatar', FIXTURES.png, 'me.png');
      expect(response.status).toBe(403);
      expect(response.body.error.code).toEqual(expect.any(String));
      expectNothingStored();
    });

    it('a request from a foreign origin (403)', async () => {
      const response = await request(app)
        .post('/api/profile/avatar')
        .set('Origin', 'https://evil.example')
        .attach('avatar', FIXTURES.png, 'me.png');
      expect(response.status).toBe(403);
      expectNothingStored();
    });

    it('a signed-out visitor (401)', async () => {
      vi.mocked(requireSession).mockRejectedValue(
        new HttpError(401, 'unauthenticated', 'Not signed in'),
      );
      const response = await upload().attach('avatar', FIXTURES.png, 'me.png');
      expectError(response, 401, 'unauthenticated');
      expectNothingStored();
    });

    it('a file over 2 MB (413 file_too_large)', async () => {
      const response = await upload().attach('avatar', pngOfSize(MAX_AVATAR_BYTES + 1), 'big.png');
      expectError(response, 413, 'file_too_large');
      expectNothingStored();
    });

    it('two files (400 too_many_files)', async () => {
      const response = await upload()
        .attach('avatar', FIXTURES.png, 'a.png')
        .attach('avatar', FIXTURES.jpeg, 'b.jpg');
      expectError(response, 400, 'too_many_files');
      expectNothingStored();
    });

    it('a second file under another field (400 too_many_files)', async () => {
      const response = await upload()
        .attach('avatar', FIXTURES.png, 'a.png')
        .attach('other', FIXTURES.png, 'b.png');
      expectError(response, 400, 'too_many_files');
    });

    it.each([
      ['GIF', FIXTURES.gif, 'image/gif'],
      ['SVG declared as PNG', FIXTURES.svg, 'image/png'],
      ['PDF', FIXTURES.pdf, 'application/pdf'],
      ['text named .jpg', Buffer.from('hello world'), 'image/jpeg'],
    ])('%s (415 invalid_file_type)', async (_name, content, contentType) => {
      const response = await upload().attach('avatar', content, {
        filename: 'photo.jpg',
        contentType,
      });
      expectError(response, 415, 'invalid_file_type');
      expectNothingStored();
    });

    it('a form without a file (400 invalid_request)', async () => {
      const response = await upload().field('note', 'no file here');
      expectError(response, 400, 'invalid_request');
      expectNothingStored();
    });

    it('a file under another field name (400 invalid_request)', async () => {
      const response = await upload().attach('photo', FIXTURES.png, 'me.png');
      expectError(response, 400, 'invalid_request');
      expectNothingStored();
    });

    it('an empty file (400 invalid_request)', async () => {
      const response = await upload().attach('avatar', Buffer.alloc(0), 'empty.png');
      expectError(response, 400, 'invalid_request');
    });

    it('a body that is not multipart (400 invalid_request)', async () => {
      const json = await upload().send({ avatar: 'data:image/png;base64,iVBOR' });
      expectError(json, 400, 'invalid_request');
      const none = await upload();
      expectError(none, 400, 'invalid_request');
    });

    it('a malformed multipart body (400 invalid_request)', async () => {
      const response = await upload()
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n');
      expectError(response, 400, 'invalid_request');
      expectNothingStored();
    });

    it('an account without a users document (404 user_not_found)', async () => {
      documents.delete(`users/${UID}`);
      const response = await upload().attach('avatar', FIXTURES.png, 'me.png');
      expectError(response, 404, 'user_not_found');
      expectNothingStored();
    });
  });

  it("accepts the request's own origin, also behind a proxy", async () => {
    const direct = await request(app)
      .post('/api/profile/avatar')
      .set('Host', 'market.example')
      .set('Origin', 'https://market.example')
      .attach('avatar', FIXTURES.png, 'me.png');
    expect(direct.status).toBe(200);
    const proxied = await request(app)
      .post('/api/profile/avatar')
      .set('X-Forwarded-Host', 'market.example')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://market.example')
      .attach('avatar', FIXTURES.png, 'me.png');
    expect(proxied.status).toBe(200);
    const local = await request(app)
      .post('/api/profile/avatar')
      .set('Origin', 'http://localhost:5000')
      .attach('avatar', FIXTURES.png, 'me.png');
    expect(local.status).toBe(200);
  });
});

describe('GET /api/profile/avatar/:uid', () => {
  it('serves the stored bytes with their type, cacheable for good', async () => {
    files.set(`avatars/${UID}`, { bytes: FIXTURES.jpeg, contentType: 'image/jpeg' });
    const response = await request(app).get(`/api/profile/avatar/${UID}?v=123`).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(response.body as Buffer)).toEqual(FIXTURES.jpeg);
    expect(store.read).toHaveBeenCalledWith(`avatars/${UID}`);
  });

  it('serves an upload straight after it is made', async () => {
    const { body } = await upload().attach('avatar', FIXTURES.webp, 'me.webp');
    const response = await request(app).get(body.profileImageUrl).buffer(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(Buffer.from(response.body as Buffer)).toEqual(FIXTURES.webp);
  });

  it('answers 404 JSON, not cached for good, when there is no photo', async () => {
    const response = await request(app).get('/api/profile/avatar/nobody');
    expectError(response, 404, 'not_found');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['..', 'a.b', '%2E%2E%2Fsecret'])('answers 404 for the id %j', async (uid) => {
    const response = await request(app).get(`/api/profile/avatar/${uid}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});
