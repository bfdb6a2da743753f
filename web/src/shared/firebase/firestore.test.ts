import { beforeEach, describe, expect, it, vi } from 'vitest';

const order: string[] = [];
const fs = vi.hoisted(() => ({
  initializeFirestore: vi.fn(),
  persistentLocalCache: vi.fn(() => 'cache'),
  persistentMultipleTabManager: vi.fn(() => 'tabs'),
  connectFirestoreEmulator: vi.fn(),
}));
const loadAuth = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ hint: 'signedIn' as string }));

vi.mock('firebase/firestore', () => fs);
vi.mock('./app', () => ({ firebaseApp: () => ({ name: 'app' }), setup: { useEmulators: true } }));
vi.mock('./auth', () => ({ loadAuth }));
vi.mock('./sessionHint', () => ({ sessionHint: () => session.hint }));
vi.mock('./readMeter', () => ({ withReadMeter: (module: unknown) => module }));

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  order.length = 0;
  session.hint = 'signedIn';
  fs.initializeFirestore.mockImplementation(() => {
    order.push('firestore');
    return { db: true };
  });
  loadAuth.mockImplementation(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    order.push('auth');
  });
});

describe('loadFirestore', () => {
  it('signed in, answers once Auth is initialised too, so reads carry the user token', async () => {
    const { loadFirestore } = await import('./firestore');
    const handle = await loadFirestore();
    order.push('returned');
    expect(order).toEqual(['firestore', 'auth', 'returned']);
    expect(handle.db).toEqual({ db: true });
    expect(fs.connectFirestoreEmulator).toHaveBeenCalledWith(
      { db: true },
      window.location.hostname,
      8080,
    );
    expect(await loadFirestore()).toBe(handle);
    expect(fs.initializeFirestore).toHaveBeenCalledTimes(1);
  });

  it('skips the Auth SDK for a signed-out visitor, and does not wait for the session check', async () => {
    const { loadFirestore } = await import('./firestore');
    for (const hint of ['signedOut', 'pending']) {
      session.hint = hint;
      await loadFirestore();
    }
    expect(loadAuth).not.toHaveBeenCalled();
    expect(order).toEqual(['firestore']);

    // The check then says signed in: the next reader waits for Auth (the same database).
    session.hint = 'signedIn';
    await loadFirestore();
    expect(order).toEqual(['firestore', 'auth']);
  });

  it('loads Auth when the session check failed (e.g. offline), in case the user is signed in', async () => {
    session.hint = 'unknown';
    const { loadFirestore } = await import('./firestore');
    await loadFirestore();
    expect(loadAuth).toHaveBeenCalledOnce();
  });

  it('tries again after a failed load', async () => {
    loadAuth.mockRejectedValueOnce(new Error('offline'));
    const { loadFirestore } = await import('./firestore');
    await expect(loadFirestore()).rejects.toThrow('offline');
    await expect(loadFirestore()).resolves.toBeDefined();
  });
});
