import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_PROVIDER_STANDING, providerProfileSchema } from '@marketplace/domain';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { loadFirestore } from '../../shared/firebase/firestore';
import { loadOnboardingSource, OfflineError, saveFailureOf, saveProvider } from './api';
import { validDraft } from './testing';
import { buildSubmission, type Submission } from './validation';

vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));

const SERVER_TIME = { serverTimestamp: true };

interface Ref {
  path: string;
}
/** Every committed batch, as its operations by document path. */
let batches: unknown[][][];
/** Documents that exist, for reads, by path. */
let stored: Map<string, Record<string, unknown>>;
/** Errors the next commits throw, in order. */
let commitErrors: unknown[];

function fakeFirestore(): FirestoreHandle {
  const ref = (base: string, ...segments: string[]): Ref => ({
    path: [base, ...segments].filter(Boolean).join('/'),
  });
  const fs = {
    doc: (parent: Ref | object, ...segments: string[]) =>
      ref('path' in parent ? (parent as Ref).path : '', ...segments),
    collection: (parent: Ref, ...segments: string[]) => ref(parent.path, ...segments),
    limit: (count: number) => ({ limit: count }),
    query: (collection: Ref, ...constraints: unknown[]) => ({ ...collection, constraints }),
    serverTimestamp: () => SERVER_TIME,
    writeBatch: () => {
      const operations: unknown[][] = [];
      return {
        set: (target: Ref, data: unknown) => operations.push(['set', target.path, data]),
        update: (target: Ref, data: unknown) => operations.push(['update', target.path, data]),
        delete: (target: Ref) => operations.push(['delete', target.path]),
        commit: async () => {
          const error = commitErrors.shift();
          if (error) throw error;
          batches.push(operations);
        },
      };
    },
    getDoc: async (target: Ref) => ({
      exists: () => stored.has(target.path),
      data: () => stored.get(target.path),
      get: (field: string) => stored.get(target.path)?.[field],
    }),
    getDocs: async (query: Ref & { constraints: unknown[] }) => ({
      docs: [...stored.entries()]
        .filter(([path]) => path.startsWith(`${query.path}/`))
        .map(([path, data]) => ({ id: path.slice(query.path.length + 1), data: () => data })),
    }),
  };
  return { fs, db: {} } as unknown as FirestoreHandle;
}

function submissionOf(draft = validDraft()): Submission {
  const result = buildSubmission(draft, 'basic');
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.submission;
}

const PROFILE_KEYS = Object.keys(providerProfileSchema.shape).sort();
const FORBIDDEN = [
  'verified',
  'verificationStatus',
  'rating',
  'reviewCount',
  'searchTokens',
  'createdAt',
];

beforeEach(() => {
  batches = [];
  stored = new Map();
  commitErrors = [];
  vi.mocked(loadFirestore).mockResolvedValue(fakeFirestore());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveProvider for a new provider', () => {
  it('creates providers/{uid} with the profile, the new standing and timestamps, and its services, in one batch', async () => {
    const submission = submissionOf();
    await expect(saveProvider('u1', submission, null)).resolves.toBe('created');
    expect(batches).toHaveLength(1);
    const [[provider, service, ...rest]] = batches as [unknown[][]];
    expect(rest).toEqual([]);
    expect(provider).toEqual([
      'set',
      'providers/u1',
      {
        ...submission.profile,
        verified: false,
        verificationStatus: 'unverified',
        rating: 0,
        reviewCount: 0,
        createdAt: SERVER_TIME,
        updatedAt: SERVER_TIME,
      },
    ]);
    const written = provider?.[2] as Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual(
      [...PROFILE_KEYS, ...Object.keys(NEW_PROVIDER_STANDING), 'createdAt', 'updatedAt'].sort(),
    );
    expect(written).not.toHaveProperty('searchTokens');
    expect(service).toEqual([
      'set',
      'providers/u1/services/s01',
      {
        title: { fr: 'Réparation de fuite' },
        category: 'plumbing',
        priceFCFA: 15000,
        unit: 'fixed',
        durationMinutes: 60,
        description: { fr: '' },
      },
    ]);
    expect(Object.keys(service?.[2] as object).sort()).toEqual([
      'category',
      'description',
      'durationMinutes',
      'priceFCFA',
      'title',
      'unit',
    ]);
  });

  it('writes the same documents again when retried (fixed service ids)', async () => {
    const submission = submissionOf();
    commitErrors = [Object.assign(new Error('unavailable'), { code: 'unavailable' })];
    await expect(saveProvider('u1', submission, null)).rejects.toMatchObject({
      code: 'unavailable',
    });
    await saveProvider('u1', submission, null);
    expect(batches[0]?.map((operation) => operation[1])).toEqual([
      'providers/u1',
      'providers/u1/services/s01',
    ]);
  });

  it('becomes an edit when an earlier attempt already created the profile', async () => {
    commitErrors = [Object.assign(new Error('denied'), { code: 'permission-denied' })];
    stored.set('providers/u1', { displayName: 'Awa Diop' });
    const submission = submissionOf();
    await expect(saveProvider('u1', submission, null)).resolves.toBe('updated');
    expect(batches).toEqual([
      [
        ['update', 'providers/u1', { ...submission.profile, updatedAt: SERVER_TIME }],
        ['set', 'providers/u1/services/s01', submission.services[0]?.data],
      ],
    ]);
  });

  it('rethrows a refusal when no profile exists', async () => {
    commitErrors = [Object.assign(new Error('denied'), { code: 'permission-denied' })];
    await expect(saveProvider('u1', submissionOf(), null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(batches).toEqual([]);
  });

  it('writes nothing offline, and says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const error = await saveProvider('u1', submissionOf(), null).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OfflineError);
    expect(saveFailureOf(error)).toBe('offline');
    expect(batches).toEqual([]);
  });
});

describe('saveProvider for an existing provider', () => {
  it('updates only the profile fields and updatedAt, and deletes removed services', async () => {
    const submission = submissionOf();
    await expect(saveProvider('u1', submission, ['s01', 'service-old'])).resolves.toBe('updated');
    const [operations] = batches as [unknown[][]];
    expect(operations).toEqual([
      ['update', 'providers/u1', { ...submission.profile, updatedAt: SERVER_TIME }],
      ['set', 'providers/u1/services/s01', submission.services[0]?.data],
      ['delete', 'providers/u1/services/service-old'],
    ]);
    const update = operations[0]?.[2] as Record<string, unknown>;
    expect(Object.keys(update).sort()).toEqual([...PROFILE_KEYS, 'updatedAt'].sort());
    for (const field of FORBIDDEN) expect(update).not.toHaveProperty(field);
  });
});

describe('saveFailureOf', () => {
  it('tells refusals from network failures', () => {
    expect(saveFailureOf({ code: 'permission-denied' })).toBe('permission');
    expect(saveFailureOf({ code: 'unavailable' })).toBe('offline');
    expect(saveFailureOf(new Error('boom'))).toBe('unknown');
  });
});

describe('loadOnboardingSource', () => {
  it('reads the provider, its services and the account phone', async () => {
    stored.set('providers/u1', { displayName: 'Awa' });
    stored.set('providers/u1/services/s1', { title: { fr: 'Fuite' } });
    stored.set('users/u1', { phone: '+237 699 12 34 56' });
    await expect(loadOnboardingSource('u1')).resolves.toEqual({
      provider: {
        data: { displayName: 'Awa' },
        services: [{ id: 's1', data: { title: { fr: 'Fuite' } } }],
      },
      accountPhone: '+237 699 12 34 56',
    });
  });

  it('is empty for a user who is not a provider yet', async () => {
    await expect(loadOnboardingSource('u1')).resolves.toEqual({ provider: null, accountPhone: '' });
  });
});
