import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutFirebase } from './auth';
import { clearFirestoreCache } from './firestore';
import { forgetFirebaseUser } from './forgetUser';

const order: string[] = [];
vi.mock('./auth', () => ({ signOutFirebase: vi.fn() }));
vi.mock('./firestore', () => ({ clearFirestoreCache: vi.fn() }));

beforeEach(() => {
  order.length = 0;
  vi.mocked(signOutFirebase)
    .mockReset()
    .mockImplementation(async () => {
      order.push('signOut');
    });
  vi.mocked(clearFirestoreCache)
    .mockReset()
    .mockImplementation(async () => {
      order.push('clearCache');
    });
});

describe('forgetFirebaseUser', () => {
  it('deletes the offline cache, then signs the SDK out', async () => {
    await forgetFirebaseUser('u1');
    expect(order).toEqual(['clearCache', 'signOut']);
    expect(signOutFirebase).toHaveBeenCalledWith('u1');
  });

  it('still signs out when the cache cannot be deleted, and reports the failure', async () => {
    vi.mocked(clearFirestoreCache).mockRejectedValue(new Error('failed-precondition'));
    await expect(forgetFirebaseUser()).rejects.toThrow('failed-precondition');
    expect(signOutFirebase).toHaveBeenCalledOnce();
  });
});
