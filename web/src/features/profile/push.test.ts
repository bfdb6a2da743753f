import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteToken, getToken } from 'firebase/messaging';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { disablePush, enablePush, pushEnabledHere, pushVapidKey } from './push';

vi.mock('firebase/messaging', () => ({
  getMessaging: vi.fn(() => 'messaging'),
  getToken: vi.fn(),
  deleteToken: vi.fn(),
}));
vi.mock('../../shared/firebase/app', () => ({ firebaseApp: () => 'app' }));
vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));

const SERVER_TIME = { serverTimestamp: true };
const registration = { scope: '/' };
let writes: unknown[][];
let existing: Set<string>;
let permission: NotificationPermission;

const handle = {
  db: {},
  fs: {
    doc: (_db: unknown, ...path: string[]) => path.join('/'),
    serverTimestamp: () => SERVER_TIME,
    getDoc: async (path: string) => ({ exists: () => existing.has(path) }),
    setDoc: async (path: string, data: unknown) => {
      writes.push(['set', path, data]);
    },
    deleteDoc: async (path: string) => {
      writes.push(['delete', path]);
    },
  },
} as unknown as FirestoreHandle;

beforeEach(() => {
  writes = [];
  existing = new Set();
  permission = 'default';
  localStorage.clear();
  vi.mocked(loadFirestore).mockResolvedValue(handle);
  vi.mocked(getToken).mockReset().mockResolvedValue('token-1');
  vi.mocked(deleteToken).mockReset().mockResolvedValue(true);
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => permission),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('pushVapidKey', () => {
  const browser = { PushManager: {}, Notification: {}, navigator: {} };

  it('is null without a key, or in a browser without push', () => {
    expect(pushVapidKey({}, browser)).toBeNull();
    expect(pushVapidKey({ VITE_FIREBASE_VAPID_KEY: ' ' }, browser)).toBeNull();
    expect(pushVapidKey({ VITE_FIREBASE_VAPID_KEY: 'key' }, { Notification: {} })).toBeNull();
  });

  it('is the key where push can work', () => {
    expect(pushVapidKey({ VITE_FIREBASE_VAPID_KEY: 'key' }, browser)).toBe('key');
  });
});

describe('enablePush', () => {
  it('asks permission, then stores this browser’s FCM token for the user', async () => {
    permission = 'granted';
    expect(await enablePush('u1', 'vapid')).toBe('enabled');
    expect(getToken).toHaveBeenCalledWith('messaging', {
      vapidKey: 'vapid',
      serviceWorkerRegistration: registration,
    });
    expect(writes).toEqual([['set', 'users/u1/pushTokens/token-1', { createdAt: SERVER_TIME }]]);
    expect(pushEnabledHere('u1')).toBe(true);
    expect(pushEnabledHere('u2')).toBe(false);
    expect(deleteToken).not.toHaveBeenCalled();
  });

  it('stops when the user refuses, writing nothing', async () => {
    permission = 'denied';
    expect(await enablePush('u1', 'vapid')).toBe('denied');
    expect(getToken).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('kills the token of another account that used push in this browser first', async () => {
    permission = 'granted';
    localStorage.setItem('pushToken', JSON.stringify({ uid: 'u0', token: 'old' }));
    existing.add('users/u1/pushTokens/token-1');
    expect(await enablePush('u1', 'vapid')).toBe('enabled');
    expect(deleteToken).toHaveBeenCalledOnce();
    // Its document exists already: the rules allow no rewrite, and none is needed.
    expect(writes).toEqual([]);
  });
});

describe('disablePush', () => {
  it('deletes the token’s document and the token', async () => {
    permission = 'granted';
    await enablePush('u1', 'vapid');
    await disablePush('u1');
    expect(writes.at(-1)).toEqual(['delete', 'users/u1/pushTokens/token-1']);
    expect(deleteToken).toHaveBeenCalledOnce();
    expect(pushEnabledHere('u1')).toBe(false);
  });
});
