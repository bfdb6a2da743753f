import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const order: string[] = [];
const fs = vi.hoisted(() => ({
  initializeFirestore: vi.fn(),
  persistentLocalCache: vi.fn(() => 'cache'),
  persistentMultipleTabManager: vi.fn(() => 'tabs'),
  connectFirestoreEmulator: vi.fn(),
  terminate: vi.fn(async () => {
    order.push('terminate');
  }),
  clearIndexedDbPersistence: vi.fn(async () => {
    order.push('clear');
  }),
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

describe('clearFirestoreCache', () => {
  const databases = (names: string[]) =>
    vi.stubGlobal('indexedDB', { databases: async () => names.map((name) => ({ name })) });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ends the running instance, deletes its cache, and the next use starts a new one', async () => {
    const { clearFirestoreCache, loadFirestore } = await import('./firestore');
    const before = await loadFirestore();
    order.length = 0;
    await clearFirestoreCache();
    expect(order).toEqual(['terminate', 'clear']);
    expect(fs.terminate).toHaveBeenCalledWith(before.db);
    expect(fs.clearIndexedDbPersistence).toHaveBeenCalledWith(before.db);
    const after = await loadFirestore();
    expect(after).not.toBe(before);
    expect(fs.initializeFirestore).toHaveBeenCalledTimes(2);
  });

  it('tells live queries to subscribe again once the cache is cleared', async () => {
    const { clearFirestoreCache, firestoreGeneration, loadFirestore, subscribeToFirestoreReset } =
      await import('./firestore');
    await loadFirestore();
    const listener = vi.fn();
    subscribeToFirestoreReset(listener);
    await clearFirestoreCache();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledOnce());
    expect(firestoreGeneration()).toBe(1);
  });

  it('lets a new instance start only once the cache is deleted', async () => {
    const { clearFirestoreCache, loadFirestore } = await import('./firestore');
    await loadFirestore();
    let finishClear: () => void = () => {};
    fs.clearIndexedDbPersistence.mockImplementationOnce(
      () => new Promise<void>((resolve) => (finishClear = resolve)),
    );
    order.length = 0;
    const clearing = clearFirestoreCache();
    const reloading = loadFirestore();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['terminate', 'auth']);
    finishClear();
    await Promise.all([clearing, reloading]);
    expect(order).toEqual(['terminate', 'auth', 'firestore']);
  });

  it("deletes an earlier visit's cache without a running instance", async () => {
    databases(['firebaseLocalStorageDb', 'firestore/[DEFAULT]/demo-marketplace/main']);
    const { clearFirestoreCache } = await import('./firestore');
    await clearFirestoreCache();
    expect(order).toEqual(['firestore', 'clear', 'terminate']);
  });

  it('loads no SDK when the browser lists no Firestore cache', async () => {
    databases(['firebaseLocalStorageDb']);
    const { clearFirestoreCache } = await import('./firestore');
    await clearFirestoreCache();
    expect(fs.initializeFirestore).not.toHaveBeenCalled();
    expect(fs.clearIndexedDbPersistence).not.toHaveBeenCalled();
  });
});
