import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cloudStorageStore,
  defaultLocalStorageDir,
  fileStoreKind,
  getFileStore,
  localDiskStore,
  validateStoragePath,
} from './storage';

/** Cloud Storage double: one bucket of files by name. */
const bucketFiles = vi.hoisted(() => new Map<string, { bytes: Buffer; contentType: string }>());
vi.mock('firebase-admin/app', () => ({ getApps: () => [{}], initializeApp: () => ({}) }));
vi.mock('firebase-admin/storage', () => {
  const notFound = () => Object.assign(new Error('No such object'), { code: 404 });
  const file = (name: string) => ({
    name,
    delete: vi.fn(async (options: { ignoreNotFound?: boolean }) => {
      if (!bucketFiles.delete(name) && !options.ignoreNotFound) throw notFound();
    }),
    save: vi.fn(async (bytes: Buffer, options: { contentType: string }) => {
      bucketFiles.set(name, { bytes, contentType: options.contentType });
    }),
    download: async () => {
      const stored = bucketFiles.get(name);
      if (!stored) throw notFound();
      return [stored.bytes];
    },
    getMetadata: async () => {
      const stored = bucketFiles.get(name);
      if (!stored) throw notFound();
      return [{ contentType: stored.contentType }];
    },
  });
  const getFiles = async ({ prefix }: { prefix: string }) => [
    [...bucketFiles.keys()].filter((name) => name.startsWith(prefix)).map(file),
  ];
  return { getStorage: () => ({ bucket: () => ({ file, getFiles }) }) };
});

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'storage-test-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('validateStoragePath', () => {
  it.each(['avatars/abc123', 'avatars/demo-customer', 'documents/u1/identity.pdf', 'a_b/C-d.e'])(
    'accepts %s',
    (path) => {
      expect(validateStoragePath(path)).toBe(path);
    },
  );

  it.each([
    '',
    '..',
    '../secret',
    'avatars/../../etc/passwd',
    'avatars/..',
    '/avatars/abc',
    'avatars//abc',
    'avatars/abc/',
    'avatars\\abc',
    'avatars/.hidden',
    'avatars/a b',
    'avatars/abc\0',
    'avatars/abc.content-type',
    'x'.repeat(513),
  ])('rejects %j', (path) => {
    expect(() => validateStoragePath(path)).toThrow(/Invalid storage path/);
  });
});

describe('localDiskStore', () => {
  it('writes bytes and their content type beside them, and reads them back', async () => {
    const store = localDiskStore(root);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.write('avatars/u1', bytes, 'image/png');
    expect(readFileSync(join(root, 'avatars', 'u1'))).toEqual(bytes);
    expect(readFileSync(join(root, 'avatars', 'u1.content-type'), 'utf8')).toBe('image/png');
    expect(await store.read('avatars/u1')).toEqual({ bytes, contentType: 'image/png' });
  });

  it('overwrites the same path (retries and new uploads), leaving no temporary file', async () => {
    const store = localDiskStore(root);
    await store.write('avatars/u1', Buffer.from('first'), 'image/png');
    await store.write('avatars/u1', Buffer.from('second'), 'image/jpeg');
    expect(await store.read('avatars/u1')).toEqual({
      bytes: Buffer.from('second'),
      contentType: 'image/jpeg',
    });
    expect(readdirSync(join(root, 'avatars')).sort()).toEqual(['u1', 'u1.content-type']);
  });

  it('reads null when nothing is stored', async () => {
    const store = localDiskStore(root);
    expect(await store.read('avatars/nobody')).toBeNull();
    expect(await store.read('missing-folder/nobody')).toBeNull();
  });

  it("lists an account's files (the path and what is under it, not a longer name)", async () => {
    const store = localDiskStore(root);
    await store.write('avatars/u1', Buffer.from('old'), 'image/png');
    await store.write('avatars/u12', Buffer.from('other user'), 'image/png');
    await store.write('documents/u1/a/identity.pdf', Buffer.from('%PDF'), 'application/pdf');
    await store.write('documents/u1/b.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(await store.listTree('avatars/u1')).toEqual(['avatars/u1']);
    expect((await store.listTree('documents/u1')).sort()).toEqual([
      'documents/u1/a/identity.pdf',
      'documents/u1/b.pdf',
    ]);
    expect(await store.listTree('avatars/nobody')).toEqual([]);
  });

  it('removes a file with its content type, and a missing file quietly', async () => {
    const store = localDiskStore(root);
    await store.write('avatars/u1', Buffer.from('png'), 'image/png');
    await store.remove('avatars/u1');
    await store.remove('avatars/u1');
    expect(await store.read('avatars/u1')).toBeNull();
    expect(readdirSync(join(root, 'avatars'))).toEqual([]);
    await expect(store.remove('../x')).rejects.toThrow(/Invalid storage path/);
  });

  it('refuses paths that would leave its folder, before touching the disk', async () => {
    const store = localDiskStore(join(root, 'store'));
    await expect(store.write('../escaped', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage path/,
    );
    await expect(store.read('avatars/../../escaped')).rejects.toThrow(/Invalid storage path/);
    expect(readdirSync(root)).toEqual([]);
  });
});

describe('cloudStorageStore', () => {
  it('saves to the default bucket and reads bytes with their content type', async () => {
    const store = cloudStorageStore();
    await store.write('avatars/u1', Buffer.from('png'), 'image/png');
    expect(bucketFiles.get('avatars/u1')).toEqual({
      bytes: Buffer.from('png'),
      contentType: 'image/png',
    });
    expect(await store.read('avatars/u1')).toEqual({
      bytes: Buffer.from('png'),
      contentType: 'image/png',
    });
  });

  it("lists and removes an account's objects, not another account's", async () => {
    bucketFiles.clear();
    const store = cloudStorageStore();
    await store.write('avatars/u1', Buffer.from('a'), 'image/png');
    await store.write('avatars/u1/2', Buffer.from('b'), 'image/png');
    await store.write('avatars/u12', Buffer.from('c'), 'image/png');
    expect(await store.listTree('avatars/u1')).toEqual(['avatars/u1', 'avatars/u1/2']);
    await store.remove('avatars/u1');
    await store.remove('avatars/u1');
    expect([...bucketFiles.keys()]).toEqual(['avatars/u1/2', 'avatars/u12']);
  });

  it('reads null for a missing object, and validates paths', async () => {
    const store = cloudStorageStore();
    expect(await store.read('avatars/nobody')).toBeNull();
    await expect(store.write('../x', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid storage path/,
    );
  });
});

describe('defaultLocalStorageDir', () => {
  it('is .emulator-storage at the repository root found from functions/', () => {
    writeFileSync(join(root, 'firebase.json'), '{}');
    mkdirSync(join(root, 'functions', 'src'), { recursive: true });
    expect(defaultLocalStorageDir(join(root, 'functions'))).toBe(
      join(root, '.emulator-storage'),
    );
    expect(defaultLocalStorageDir(root)).toBe(join(root, '.emulator-storage'));
  });
});

describe('getFileStore', () => {
  it('uses local disk in the Functions emulator without a Storage emulator', async () => {
    const store = getFileStore({ FUNCTIONS_EMULATOR: 'true', LOCAL_STORAGE_DIR: root });
    await store.write('avatars/u2', Buffer.from('bytes'), 'image/webp');
    expect(readFileSync(join(root, 'avatars', 'u2'), 'utf8')).toBe('bytes');
  });

  it('uses Cloud Storage with a Storage emulator, and in production', () => {
    expect(fileStoreKind({ FUNCTIONS_EMULATOR: 'true' })).toBe('local-disk');
    expect(
      fileStoreKind({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' }),
    ).toBe('cloud');
    expect(fileStoreKind({})).toBe('cloud');
    expect(fileStoreKind({ LOCAL_STORAGE_DIR: root })).toBe('cloud');
  });
});
