import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  initializeAuth: vi.fn(() => ({
    currentUser: null as unknown,
    authStateReady: vi.fn(async () => {}),
  })),
  connectAuthEmulator: vi.fn(),
  signOut: vi.fn(async () => {}),
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'local',
  browserPopupRedirectResolver: 'popup',
}));
const setup = vi.hoisted(() => ({ useEmulators: true }));

vi.mock('firebase/auth', () => sdk);
vi.mock('./app', () => ({ firebaseApp: () => ({ name: 'app' }), setup }));

/** A fresh module, so each test starts before the first load. */
const freshAuthModule = async () => {
  vi.resetModules();
  return import('./auth');
};

beforeEach(() => {
  vi.clearAllMocks();
  setup.useEmulators = true;
});

describe('loadAuth', () => {
  it('initialises Auth once on the app, with persistence and the popup resolver', async () => {
    const { loadAuth, loadedAuth } = await freshAuthModule();
    expect(loadedAuth()).toBeUndefined();
    const [first, second] = await Promise.all([loadAuth(), loadAuth()]);
    expect(first).toBe(second);
    expect(await loadAuth()).toBe(first);
    expect(loadedAuth()).toBe(first);
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAuth).toHaveBeenCalledWith(
      { name: 'app' },
      { persistence: ['indexedDB', 'local'], popupRedirectResolver: 'popup' },
    );
  });

  it('connects the Auth emulator on the page host, port 9099', async () => {
    const { loadAuth } = await freshAuthModule();
    const { auth } = await loadAuth();
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(
      auth,
      `http://${window.location.hostname}:9099`,
      { disableWarnings: true },
    );
  });

  it('talks to the real project without emulators', async () => {
    setup.useEmulators = false;
    const { loadAuth } = await freshAuthModule();
    await loadAuth();
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('tries again after a failed load', async () => {
    const { loadAuth } = await freshAuthModule();
    sdk.initializeAuth.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    await expect(loadAuth()).rejects.toThrow('chunk failed');
    await expect(loadAuth()).resolves.toBeDefined();
  });
});

describe('signOutFirebase', () => {
  it('signs out a user the SDK restored, and does nothing without one', async () => {
    const { loadAuth, signOutFirebase } = await freshAuthModule();
    const { auth } = await loadAuth();
    await signOutFirebase();
    expect(sdk.signOut).not.toHaveBeenCalled();
    (auth as { currentUser: unknown }).currentUser = { uid: 'u1' };
    await signOutFirebase();
    expect(auth.authStateReady).toHaveBeenCalled();
    expect(sdk.signOut).toHaveBeenCalledWith(auth);
  });

  it('with a uid, leaves another user who signed in meanwhile signed in', async () => {
    const { loadAuth, signOutFirebase } = await freshAuthModule();
    const { auth } = await loadAuth();
    (auth as { currentUser: unknown }).currentUser = { uid: 'someone-else' };
    await signOutFirebase('u1');
    expect(sdk.signOut).not.toHaveBeenCalled();
    (auth as { currentUser: unknown }).currentUser = { uid: 'u1' };
    await signOutFirebase('u1');
    expect(sdk.signOut).toHaveBeenCalledWith(auth);
  });
});
