import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStore, type FileStore } from '../../lib/storage';
import { builtVersions, measure, storageProbe } from './system';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('measure', () => {
  it('times a healthy check and keeps its detail', async () => {
    const health = await measure('auth', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'fine';
    });
    expect(health).toMatchObject({ name: 'auth', ok: true, detail: 'fine' });
    expect(health.latencyMs).toBeGreaterThanOrEqual(15);
  });

  it('reports a failure and a timeout as a sick service', async () => {
    await expect(
      measure('firestore', () => Promise.reject(new Error('unavailable'))),
    ).resolves.toMatchObject({
      ok: false,
      detail: 'unavailable',
    });
    const stuck = await measure('storage', () => new Promise<never>(() => {}), 30);
    expect(stuck).toMatchObject({ ok: false, detail: 'no answer within 30 ms' });
  });
});

describe('storageProbe', () => {
  it('writes, reads back and deletes a probe file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'probe-'));
    folders.push(root);
    await expect(storageProbe(localDiskStore(root))).resolves.toBeTypeOf('string');
    expect(await readdir(join(root, 'system-probes'))).toEqual([]);
  });

  it('fails when the bytes do not come back', async () => {
    const deleted: string[] = [];
    const lossy: FileStore = {
      write: async () => {},
      read: async () => ({ bytes: Buffer.from('other'), contentType: 'text/plain' }),
      delete: async (path) => {
        deleted.push(path);
      },
      deleteFolder: async () => {},
    };
    await expect(storageProbe(lossy)).rejects.toThrow('differs');
    // Cleaned up all the same.
    expect(deleted).toHaveLength(1);
  });
});

describe('builtVersions', () => {
  it('falls back when not built by tsup', () => {
    expect(builtVersions()).toEqual({
      app: process.env.APP_VERSION ?? 'dev',
      rules: process.env.RULES_VERSION ?? 'unknown',
    });
  });
});
