/// <reference lib="webworker" />
/**
 * The service worker, served as /sw.js (vite-plugin-pwa, injectManifest; DESIGN §6).
 *
 * - Precaches the built app (JS, CSS, HTML, icons, manifests); a new deploy installs a new
 *   worker that waits until the page asks it to take over (see SKIP_WAITING).
 * - Navigations get the precached index.html, so every route of the app opens offline; the
 *   API (`/api/`), Firebase's reserved `/__/` paths and direct file URLs are left to the network.
 * - Images and fonts are cached at run time (cache first). Nothing under `/api/` is ever cached.
 *
 * Message contract (spec §7; types in features/pwa/messages.ts):
 * - page → worker `{ type: 'SKIP_WAITING' }`: activate this waiting worker now. The page
 *   (workbox-window) reloads once this worker controls it.
 * - page → worker `{ type: 'AUTO_INSTALL_PWA', platform: 'ios' | 'android' }`: the user started
 *   installing the app. The worker puts back into the precache any missing app-shell entry
 *   (index.html and the assets it loads), then replies to the sender only, through
 *   `event.source.postMessage({ type: 'PWA_READY', platform })`. No reply means the shell could
 *   not be completed (typically offline); the page does not wait for the reply.
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

const APP_SHELL_URL = '/index.html';
const DAY_SECONDS = 24 * 60 * 60;

// The injection point must appear exactly once in the built worker.
const precacheEntries = self.__WB_MANIFEST;

precacheAndRoute(precacheEntries);
cleanupOutdatedCaches();
clientsClaim();

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

/** Puts back into the precache any entry that is missing (e.g. evicted); true when complete. */
async function ensureAppShellCached(): Promise<boolean> {
  const cache = await caches.open(cacheNames.precache);
  const results = await Promise.allSettled(
    precacheEntries.map(async (entry) => {
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
  return failures.length === 0 && shellKey !== undefined && !!(await cache.match(shellKey));
}

async function prepareInstall(event: ExtendableMessageEvent, platform: InstallPlatform) {
  if (!(await ensureAppShellCached())) return;
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
    case 'AUTO_INSTALL_PWA':
      event.waitUntil(prepareInstall(event, message.platform));
      break;
  }
});
