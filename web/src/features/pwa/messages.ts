/**
 * The message contract between the page and the service worker (spec §7). Shared by
 * `src/sw.ts` and this feature, so it stays free of DOM- and worker-only types.
 */

/** The platform an installation was started on. */
export type InstallPlatform = 'ios' | 'android';

/** Page → worker. */
export type MessageToWorker =
  /** Activate the waiting worker now (sent by workbox-window's `messageSkipWaiting()`). */
  | { type: 'SKIP_WAITING' }
  /** Installed or on an unmetered connection: download the rest of the app for offline use. */
  | { type: 'PRECACHE_ALL' }
  /** The user started installing the app: the worker makes sure the app shell is cached. */
  | { type: 'AUTO_INSTALL_PWA'; platform: InstallPlatform };

/** Worker → page, in reply to AUTO_INSTALL_PWA, once the app shell is in the cache. */
export interface PwaReadyMessage {
  type: 'PWA_READY';
  platform: InstallPlatform;
}

export function isMessageToWorker(data: unknown): data is MessageToWorker {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (data.type === 'SKIP_WAITING' || data.type === 'PRECACHE_ALL') return true;
  return (
    data.type === 'AUTO_INSTALL_PWA' &&
    'platform' in data &&
    (data.platform === 'ios' || data.platform === 'android')
  );
}
