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
  it('signs the SDK out and deletes the offline cache', async () => {
    await forgetFirebaseUser('u1');
    expect(order.sort()).toEqual(['clearCache', 'signOut']);
    expect(signOutFirebase).toHaveBeenCalledWith('u1');
  });

  it('still signs out when the cache cannot be deleted, and reports the failure', async () => {
    vi.mocked(clearFirestoreCache).mockRejectedValue(new Error('failed-precondition'));
    await expect(forgetFirebaseUser()).rejects.toThrow('failed-precondition');
    expect(signOutFirebase).toHaveBeenCalledOnce();
  });

  it('still deletes the cache when the sign-out fails', async () => {
    vi.mocked(signOutFirebase).mockRejectedValue(new Error('offline'));
    await expect(forgetFirebaseUser()).rejects.toThrow('offline');
    expect(clearFirestoreCache).toHaveBeenCalledOnce();
  });
});
