import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { forgetSavedLanguages, saveLanguage } from './savedLanguage';

vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));

const SERVER_TIME = { serverTimestamp: true };
let stored: Record<string, unknown> | null;
let reads: number;
let writes: unknown[][];

const handle = {
  db: {},
  fs: {
    doc: (_db: unknown, ...path: string[]) => path.join('/'),
    serverTimestamp: () => SERVER_TIME,
    getDoc: async () => {
      reads += 1;
      return { exists: () => stored !== null, get: (field: string) => stored?.[field] };
    },
    updateDoc: async (path: string, data: Record<string, unknown>) => {
      writes.push([path, data]);
      stored = { ...stored, ...data };
    },
  },
} as unknown as FirestoreHandle;

beforeEach(() => {
  forgetSavedLanguages();
  stored = { firstName: 'Awa' };
  reads = 0;
  writes = [];
  vi.mocked(loadFirestore).mockResolvedValue(handle);
});

describe('saveLanguage', () => {
  it('writes the page language (with updatedAt) once, reading the account once', async () => {
    expect(await saveLanguage('u1', 'en')).toBe(true);
    expect(writes).toEqual([['users/u1', { language: 'en', updatedAt: SERVER_TIME }]]);
    expect(await saveLanguage('u1', 'en')).toBe(false);
    expect(writes).toHaveLength(1);
    expect(reads).toBe(1);
  });

  it('writes nothing when the saved language is the page’s', async () => {
    stored = { language: 'fr' };
    expect(await saveLanguage('u1', 'fr')).toBe(false);
    expect(writes).toEqual([]);
  });

  it('follows a switch of language in the same visit, without reading again', async () => {
    stored = { language: 'fr' };
    const first = saveLanguage('u1', 'en');
    const back = saveLanguage('u1', 'fr');
    expect(await first).toBe(true);
    expect(await back).toBe(true);
    expect(writes.map(([, data]) => (data as { language: string }).language)).toEqual(['en', 'fr']);
    expect(reads).toBe(1);
  });

  it('writes nothing without an account document', async () => {
    stored = null;
    expect(await saveLanguage('u1', 'en')).toBe(false);
    expect(writes).toEqual([]);
  });

  it('tries again after a failure', async () => {
    vi.mocked(loadFirestore).mockRejectedValueOnce(new Error('offline'));
    await expect(saveLanguage('u1', 'en')).rejects.toThrow('offline');
    expect(await saveLanguage('u1', 'en')).toBe(true);
  });
});
