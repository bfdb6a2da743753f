/// <reference lib="webworker" />
/**
 * The service worker, served as /sw.js (vite-plugin-pwa, injectManifest; DESIGN §6).
 *
 * It respects the visitor's data (issue 11):
 * - On install it precaches only the shell: app.html (the app without a prerendered page), the manifests, the icons and the
 *   scripts and styles app.html loads. A new deploy installs a new worker that waits until
 *   the page asks it to take over (see SKIP_WAITING).
 * - Built assets (`/assets/`, hashed and immutable) are cached as they are used (cache first),
 *   so every page a visitor opened opens again offline. The page also names the assets it
 *   loaded before the worker controlled it (workbox's `CACHE_URLS` message; they come from the
 *   HTTP cache, not the network).
 * - The rest of the app (every other page's chunks) is downloaded only on `PRECACHE_ALL`,
 *   which the page sends when the app is installed or the connection is unmetered, never with
 *   Save-Data (features/pwa/precachePolicy.ts), and on `AUTO_INSTALL_PWA`.
 * - Navigations get the precached app.html, so every route of the app opens offline; the
 *   API (`/api/`), Firebase's reserved `/__/` paths and direct file URLs are left to the network.
 * - Images and fonts are cached at run time (cache first). Nothing under `/api/` is ever cached.
 *
 * Message contract (spec §7; types in features/pwa/messages.ts):
 * - page → worker `{ type: 'SKIP_WAITING' }`: activate this waiting worker now. The page
 *   (workbox-window) reloads once this worker controls it.
 * - page → worker `{ type: 'PRECACHE_ALL' }`: complete the offline copy of the whole app.
 * - page → worker `{ type: 'AUTO_INSTALL_PWA', platform: 'ios' | 'android' }`: the user started
 *   installing the app. The worker completes the offline copy (shell and every asset), then
 *   replies to the sender only, through `event.source.postMessage({ type: 'PWA_READY',
 *   platform })`. No reply means the copy could not be completed (typically offline); the page
 *   does not wait for the reply.
 *
 * Web push (issue 14, only when the app is built with a VAPID key and the user turned it on in
 * the settings): FCM delivers to this worker, which shows the notification (`push`) and opens
 * or focuses its link when it is clicked (`notificationclick`).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim, copyResponse } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  isMessageToWorker,
  type InstallPlatform,
  type PwaReadyMessage,
} from './features/pwa/messages';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by the list of files to precache (the injection point). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** app.html under Hosting's cleanUrls (vite.config.ts precaches it under this URL). */
const APP_SHELL_URL = '/app';
const ASSETS_CACHE = 'app-assets';
const DAY_SECONDS = 24 * 60 * 60;

// The injection point must appear exactly once in the built worker.
const manifestEntries = self.__WB_MANIFEST;
const entryUrl = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);
const isAssetUrl = (url: string) => url.replace(/^\//, '').startsWith('assets/');
/** Hashed build assets (their name is their version): cached on use, or all on PRECACHE_ALL. */
const assetUrls = manifestEntries
  .map(entryUrl)
  .filter(isAssetUrl)
  .map((url) => new URL(url, self.location.origin).href);
/** app.html, manifests and icons: small, revisioned, precached on install. */
const shellEntries = manifestEntries.filter((entry) => !isAssetUrl(entryUrl(entry)));

precacheAndRoute(shellEntries);
cleanupOutdatedCaches();
clientsClaim();

const assetStrategy = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(({ url }) => assetUrls.includes(url.href), assetStrategy);

/** The scripts and styles the shell loads before any page. */
async function shellAssetUrls(): Promise<string[]> {
  const cacheKey = getCacheKeyForURL(APP_SHELL_URL);
  if (!cacheKey) return [];
  // Precaching may still be storing it during install: then from the network (revalidated).
  const shell = (await caches.match(cacheKey)) ?? (await fetch(cacheKey, { cache: 'no-cache' }));
  if (!shell.ok) return [];
  const html = await shell.text();
  const referenced = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(
    (match) => new URL(match[1] ?? '', self.location.origin).href,
  );
  return referenced.filter((url) => assetUrls.includes(url));
}

/** Puts the given assets into the assets cache (missing ones only); true when all are there. */
/**
 * How many assets the worker downloads at once: the rest of the app is hundreds of chunks, and
 * fetched all together they held up the page's own requests (the page the visitor opens next
 * waited seconds for its chunk behind them).
 */
const ASSET_DOWNLOADS_AT_ONCE = 4;

async function cacheAssets(urls: string[]): Promise<boolean> {
  const cache = await caches.open(ASSETS_CACHE);
  const queue = [...urls];
  const failures: unknown[] = [];
  const download = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        if (await cache.match(url)) continue;
        // Hashed names never change content: the HTTP cache may answer.
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(`${response.status} for ${url}`);
        await cache.put(url, response);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: ASSET_DOWNLOADS_AT_ONCE }, download));
  for (const failure of failures) console.warn('Asset not cached', failure);
  return failures.length === 0;
}

self.addEventListener('install', (event) => {
  // A failure (flaky network) leaves them to be cached on use.
  event.waitUntil(
    shellAssetUrls()
      .then(cacheAssets)
      .catch(() => false),
  );
});

/** Drops assets of older builds: they are no longer in this build's manifest. */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS_CACHE);
      const keys = await cache.keys();
      await Promise.all(
        keys
          .filter((request) => !assetUrls.includes(request.url))
          .map((request) => cache.delete(request)),
      );
    })(),
  );
});

const isApi = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/api/');
/**
 * Firestore's WebChannel checks the network by loading this image with a random query: caching
 * it would only fill the image cache with copies nobody reads again.
 */
const isConnectivityProbe = (url: URL) =>
  url.hostname === 'www.google.com' && url.pathname === '/images/cleardot.gif';

registerRoute(
  new NavigationRoute(createHandlerBoundToURL(APP_SHELL_URL), {
    denylist: [
      /^\/api\//,
      // Firebase Hosting's reserved URLs (auth handler, SDK init).
      /^\/__\//,
      // A file opened directly (e.g. /manifest.webmanifest), not an app route.
      /\/[^/?]+\.[^/]+$/,
    ],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && !isApi(url) && !isConnectivityProbe(url),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 60,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'font' && !isApi(url),
  new CacheFirst({
    cacheName: 'fonts',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 30,
        maxAgeSeconds: 365 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/**
 * Puts back into the precache any shell entry that is missing (e.g. evicted) and caches every
 * asset of the build: the whole app then opens offline. True when complete.
 */
async function ensureAppCached(): Promise<boolean> {
  const cache = await caches.open(cacheNames.precache);
  const results = await Promise.allSettled(
    shellEntries.map(async (entry) => {
      const cacheKey = getCacheKeyForURL(typeof entry === 'string' ? entry : entry.url);
      if (!cacheKey || (await cache.match(cacheKey))) return;
      // The cache key carries the revision, so this fetches the version the worker was built with.
      const response = await fetch(cacheKey, { cache: 'reload', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${response.status} for ${cacheKey}`);
      // A redirected response cannot answer a navigation: store a plain copy.
      await cache.put(cacheKey, response.redirected ? await copyResponse(response) : response);
    }),
  );
  const failures = results.filter((result) => result.status === 'rejected');
  for (const failure of failures) console.warn('App shell entry not cached', failure.reason);
  const shellKey = getCacheKeyForURL(APP_SHELL_URL);
  const assetsCached = await cacheAssets(assetUrls);
  return (
    assetsCached &&
    failures.length === 0 &&
    shellKey !== undefined &&
    !!(await cache.match(shellKey))
  );
}

async function prepareInstall(event: ExtendableMessageEvent, platform: InstallPlatform) {
  if (!(await ensureAppCached())) return;
  const reply: PwaReadyMessage = { type: 'PWA_READY', platform };
  event.source?.postMessage(reply);
}

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isMessageToWorker(message)) return;
  switch (message.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'PRECACHE_ALL':
      event.waitUntil(ensureAppCached());
      break;
    case 'AUTO_INSTALL_PWA':
      event.waitUntil(prepareInstall(event, message.platform));
      break;
  }
});

// ---- Web push (FCM) ----

/** The parts of an FCM web push payload we read (notification + fcmOptions.link, or data.link). */
interface PushPayload {
  title: string;
  body: string;
  link: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function pushPayloadOf(data: PushMessageData | null): PushPayload | null {
  let raw: unknown;
  try {
    raw = data?.json();
  } catch {
    return null;
  }
  const payload = recordOf(raw);
  const notification = recordOf(payload.notification);
  const title = textOf(notification.title);
  if (!title) return null;
  const link =
    textOf(recordOf(payload.fcmOptions).link) ??
    textOf(notification.click_action) ??
    textOf(recordOf(payload.data).link);
  return { title, body: textOf(notification.body) ?? '', link };
}

/** Only the app's own pages open from a notification; anything else opens the home page. */
function appUrl(link: unknown): string {
  try {
    const url = new URL(typeof link === 'string' ? link : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  const payload = pushPayloadOf(event.data);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      // The open app shows its own toast (features/notifications): no second alert.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => client.visibilityState === 'visible' && client.focused)) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/icons/icon-192.png',
        data: { link: appUrl(payload.link) },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = appUrl(recordOf(event.notification.data).link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === link) ?? windows[0];
      if (open) {
        const focused = await open.focus();
        // navigate() works only on a page this worker controls: else a new window.
        if (focused.url !== link)
          await focused.navigate(link).catch(() => self.clients.openWindow(link));
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
