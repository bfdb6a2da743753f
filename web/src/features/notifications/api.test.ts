import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, apiMutate } from '../../shared/api/http';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import {
  feedQuery,
  loadNewestNotifications,
  markAllFailureOf,
  markAllNotificationsRead,
  markNotificationRead,
} from './api';
import { notificationConverter } from './converters';
import { notificationItem } from './testing';

vi.mock('../../shared/firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/firebase/firestore')>()),
  loadFirestore: vi.fn(),
}));
vi.mock('../../shared/api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/http')>()),
  apiMutate: vi.fn(),
}));

let updates: unknown[][];
let docs: { id: string; data: () => unknown }[];

/** An `fs` whose builders record what they were given. */
const handle = {
  db: {},
  fs: {
    collection: (_db: unknown, ...path: string[]) => ({
      withConverter: (converter: unknown) => ({ collection: path.join('/'), converter }),
    }),
    doc: (_db: unknown, ...path: string[]) => path.join('/'),
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
    limit: (...args: unknown[]) => ['limit', ...args],
    query: (ref: object, ...constraints: unknown[]) => ({ ...ref, constraints }),
    getDocs: async () => ({ docs }),
    updateDoc: async (path: string, data: unknown) => {
      updates.push([path, data]);
    },
  },
} as unknown as FirestoreHandle;

beforeEach(() => {
  updates = [];
  docs = [];
  vi.mocked(loadFirestore).mockResolvedValue(handle);
  vi.mocked(apiMutate).mockReset();
});

describe('feedQuery', () => {
  it('asks for the user’s items, newest first, 20 a page, after a cursor', async () => {
    expect(await feedQuery(handle, 'u1', null)).toEqual({
      collection: 'notifications/u1/items',
      converter: notificationConverter,
      constraints: [
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 20],
      ],
    });
    const cursor = { id: 'n20' } as QueryDocumentSnapshot;
    const next = (await feedQuery(handle, 'u1', cursor)) as unknown as { constraints: unknown[] };
    expect(next.constraints).toEqual([
      ['orderBy', 'createdAt', 'desc'],
      ['startAfter', cursor],
      ['limit', 20],
    ]);
  });
});

describe('loadNewestNotifications', () => {
  it('leaves out a malformed item', async () => {
    const good = notificationItem('n1');
    docs = [
      { id: 'n1', data: () => good },
      {
        id: 'bad',
        data: () => {
          throw new Error('Malformed field: kind');
        },
      },
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadNewestNotifications('u1')).toEqual([good]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('marking read', () => {
  it('flips only `read` of one item', async () => {
    await markNotificationRead('u1', 'n1');
    expect(updates).toEqual([['notifications/u1/items/n1', { read: true }]]);
  });

  it('marks all through the api and names its failures', async () => {
    vi.mocked(apiMutate).mockResolvedValue({ updated: 4 });
    expect(await markAllNotificationsRead()).toBe(4);
    expect(apiMutate).toHaveBeenCalledWith('/api/notifications/read-all');
    expect(markAllFailureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(markAllFailureOf(new HttpError(401, ''))).toBe('unauthenticated');
    expect(markAllFailureOf(new HttpError(500, ''))).toBe('generic');
  });
});
