import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import type { MessageToWorker } from './messages';
import { currentConnection, loadedAssetUrls, shouldPrecacheAll } from './precachePolicy';
import { detectDevice } from './useInstallState';

/** workbox-routing's own message: caches each URL through the route that matches it. */
interface WorkboxCacheUrls {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/** How often a long-open page asks whether a new version was deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let updateWaiting = false;
let reloading = false;
const subscribers = new Set<() => void>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  for (const subscriber of subscribers) subscriber();
}

/**
 * Registers /sw.js (production builds only); safe to call more than once. When a new version's
 * worker is installed and waiting, the update prompt appears (`useUpdateAvailable`); it takes
 * over only through `applyUpdate()`.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  // Offline, the worker's script cannot be fetched and the registration would fail for this
  // visit: it waits for the connection instead.
  if (!navigator.onLine) {
    window.addEventListener('online', registerServiceWorker, { once: true });
    return;
  }
  const wb = new Workbox('/sw.js');
  workbox = wb;
  wb.addEventListener('waiting', () => setUpdateWaiting(true));
  wb.register().catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
  });
  // Once the worker is active: keep what this visit loaded before the worker controlled it, and
  // complete the offline copy only when the visitor's connection and choice allow it.
  void wb.active.then(() => {
    const send = (message: MessageToWorker | WorkboxCacheUrls) =>
      wb.getSW().then((worker) => worker.postMessage(message));
    void send({ type: 'CACHE_URLS', payload: { urlsToCache: loadedAssetUrls() } });
    if (shouldPrecacheAll(currentConnection(), detectDevice().isStandalone)) {
      void send({ type: 'PRECACHE_ALL' });
    }
    window.addEventListener('appinstalled', () => void send({ type: 'PRECACHE_ALL' }));
  });
  window.setInterval(() => {
    // Offline or a flaky network: the next check will do.
    wb.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}

/** Activates the waiting worker, then reloads the page once it controls it. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb || reloading) return;
  reloading = true;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
}

const getUpdateWaiting = () => updateWaiting;
const notOnServer = () => false;

/** True while a new version waits to be applied. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribe, getUpdateWaiting, notOnServer);
}
