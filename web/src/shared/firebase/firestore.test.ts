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
vi.mock('./auth', () => ({ loadAuth, loadedAuth: () => undefined }));
vi.mock('./sessionHint', () => ({ sessionHint: async () => session.hint }));
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
  it('initialises Auth before Firestore, so requests carry the user token', async () => {
    const { loadFirestore } = await import('./firestore');
    const handle = await loadFirestore();
    expect(order).toEqual(['auth', 'firestore']);
    expect(handle.db).toEqual({ db: true });
    expect(fs.connectFirestoreEmulator).toHaveBeenCalledWith(
      { db: true },
      window.location.hostname,
      8080,
    );
    expect(await loadFirestore()).toBe(handle);
    expect(fs.initializeFirestore).toHaveBeenCalledTimes(1);
  });

  it('skips the Auth SDK for a signed-out visitor', async () => {
    session.hint = 'signedOut';
    const { loadFirestore } = await import('./firestore');
    await loadFirestore();
    expect(loadAuth).not.toHaveBeenCalled();
    expect(order).toEqual(['firestore']);
  });

  it('loads Auth when the session check failed (e.g. offline), in case the user is signed in', async () => {
    session.hint = 'unknown';
    const { loadFirestore } = await import('./firestore');
    await loadFirestore();
    expect(order).toEqual(['auth', 'firestore']);
  });

  it('tries again after a failed load', async () => {
    loadAuth.mockRejectedValueOnce(new Error('offline'));
    const { loadFirestore } = await import('./firestore');
    await expect(loadFirestore()).rejects.toThrow('offline');
    await expect(loadFirestore()).resolves.toBeDefined();
  });
});
