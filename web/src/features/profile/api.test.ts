import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@marketplace/domain';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { loadFirestore } from '../../shared/firebase/firestore';
import {
  createAccount,
  publicProfileOf,
  saveProfile,
  saveSetting,
  userDocumentKey,
  userDocumentRef,
} from './api';
import { userDocumentConverter } from './converters';
import { formValuesOf } from './profileForm';
import { accountOf } from './testing';

vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));

const SERVER_TIME = { serverTimestamp: true };

/** What was written: every batch operation and direct update, by document path. */
let writes: unknown[][];
/** Documents that exist, for reads. */
let existing: Set<string>;

function fakeFirestore(): FirestoreHandle {
  const fs = {
    doc: (_db: unknown, ...segments: string[]) => ({
      path: segments.join('/'),
      withConverter: (converter: unknown) => ({ path: segments.join('/'), converter }),
    }),
    serverTimestamp: () => SERVER_TIME,
    writeBatch: () => {
      const operations: unknown[][] = [];
      return {
        update: (ref: { path: string }, data: unknown) =>
          operations.push(['update', ref.path, data]),
        set: (ref: { path: string }, data: unknown, options: unknown) =>
          operations.push(['set', ref.path, data, options]),
        commit: async () => {
          writes.push(['batch', ...operations]);
        },
      };
    },
    getDoc: async (ref: { path: string }) => ({ exists: () => existing.has(ref.path) }),
    updateDoc: async (ref: { path: string }, data: unknown) => {
      writes.push(['updateDoc', ref.path, data]);
    },
  };
  return { fs, db: {} } as unknown as FirestoreHandle;
}

beforeEach(() => {
  writes = [];
  existing = new Set(['users/u1', 'profiles/u1']);
  vi.mocked(loadFirestore).mockResolvedValue(fakeFirestore());
});

describe('userDocumentRef', () => {
  it('reads users/{uid} through the validating converter', async () => {
    const ref = (await userDocumentRef(fakeFirestore(), 'u1')) as unknown as {
      path: string;
      converter: unknown;
    };
    expect(ref).toEqual({ path: 'users/u1', converter: userDocumentConverter });
    expect(userDocumentKey('u1')).toBe('users:u1');
  });
});

describe('saveProfile', () => {
  it('writes the profile fields to users/{uid} and the public face to profiles/{uid}, in one batch', async () => {
    const fields = formValuesOf(
      accountOf({ bio: 'Couturière à Dakar', website: 'https://awa.example' }),
    );
    await saveProfile('u1', fields);
    expect(writes).toEqual([
      [
        'batch',
        [
          'update',
          'users/u1',
          {
            firstName: 'Awa',
            lastName: 'Diop',
            phone: '+221 77 123 45 67',
            address: '',
            city: 'Dakar',
            country: 'SN',
            dateOfBirth: '',
            gender: '',
            bio: 'Couturière à Dakar',
            website: 'https://awa.example',
            socialMedia: { facebook: '', instagram: '', linkedin: '', x: '' },
            updatedAt: SERVER_TIME,
          },
        ],
        [
          'set',
          'profiles/u1',
          { displayName: 'Awa Diop', city: 'Dakar', country: 'SN', bio: 'Couturière à Dakar' },
          { merge: true },
        ],
      ],
    ]);
  });

  it('never writes the email, photo or settings from the form', async () => {
    await saveProfile('u1', formValuesOf(accountOf()));
    const update = (writes[0]?.[1] as unknown[])[2] as Record<string, unknown>;
    for (const key of ['email', 'profileImageUrl', 'settings', 'role']) {
      expect(update).not.toHaveProperty(key);
    }
  });

  const refusingFirstBatch = (handle: FirestoreHandle) => {
    const writeBatch = handle.fs.writeBatch.bind(handle.fs);
    let calls = 0;
    vi.spyOn(handle.fs, 'writeBatch').mockImplementation((db) => {
      calls += 1;
      if (calls > 1) return writeBatch(db);
      return {
        update: vi.fn(),
        set: vi.fn(),
        commit: () =>
          Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })),
      } as unknown as ReturnType<FirestoreHandle['fs']['writeBatch']>;
    });
    return handle;
  };

  it('creates the public profile a sign-up failed to write', async () => {
    existing.delete('profiles/u1');
    vi.mocked(loadFirestore).mockResolvedValue(refusingFirstBatch(fakeFirestore()));
    await saveProfile('u1', formValuesOf(accountOf()));
    expect(writes).toHaveLength(1);
    expect(writes[0]?.[2]).toEqual([
      'set',
      'profiles/u1',
      { displayName: 'Awa Diop', city: 'Dakar', country: 'SN', bio: '', profileImageUrl: null },
      undefined,
    ]);
  });

  it('fails when the batch is refused although the public profile exists', async () => {
    vi.mocked(loadFirestore).mockResolvedValue(refusingFirstBatch(fakeFirestore()));
    await expect(saveProfile('u1', formValuesOf(accountOf()))).rejects.toThrow('denied');
    expect(writes).toEqual([]);
  });
});

describe('createAccount', () => {
  it('writes a complete users/{uid} and its public profile, in one batch', async () => {
    const fields = { ...formValuesOf(accountOf()), gender: 'male' as const, city: 'Abidjan' };
    await createAccount('u1', 'moussa@example.com', { ...fields, firstName: 'Moussa' });
    expect(writes).toEqual([
      [
        'batch',
        [
          'set',
          'users/u1',
          {
            firstName: 'Moussa',
            lastName: 'Diop',
            email: 'moussa@example.com',
            phone: '+221 77 123 45 67',
            address: '',
            city: 'Abidjan',
            country: 'SN',
            dateOfBirth: '',
            gender: 'male',
            bio: '',
            website: '',
            socialMedia: { facebook: '', instagram: '', linkedin: '', x: '' },
            profileImageUrl: null,
            settings: DEFAULT_USER_SETTINGS,
            createdAt: SERVER_TIME,
            updatedAt: SERVER_TIME,
          },
          undefined,
        ],
        [
          'set',
          'profiles/u1',
          {
            displayName: 'Moussa Diop',
            city: 'Abidjan',
            country: 'SN',
            bio: '',
            profileImageUrl: null,
          },
          undefined,
        ],
      ],
    ]);
  });
});

describe('publicProfileOf', () => {
  it('names the user "first last"', () => {
    expect(publicProfileOf(formValuesOf(accountOf({ city: '', country: '' })))).toEqual({
      displayName: 'Awa Diop',
      city: '',
      country: '',
      bio: '',
    });
  });
});

describe('saveSetting', () => {
  it('updates only that setting, with updatedAt', async () => {
    await saveSetting('u1', 'smsNotifications', true);
    await saveSetting('u1', 'profileVisibility', 'contacts');
    expect(writes).toEqual([
      ['updateDoc', 'users/u1', { 'settings.smsNotifications': true, updatedAt: SERVER_TIME }],
      [
        'updateDoc',
        'users/u1',
        { 'settings.profileVisibility': 'contacts', updatedAt: SERVER_TIME },
      ],
    ]);
  });
});
