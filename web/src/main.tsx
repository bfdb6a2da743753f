import './shared/zodConfig';
import { startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { takeOverPrerenderedPage } from './app/prerendered';
import { findRoute, prefetchRoute } from './app/routing/routeTable';
import { appChunksEvaluated, SERVED_PAGE_ID } from './app/served/document';
import { viewportMatchMedia } from './app/served/viewport';
import { whenMainThreadQuiet } from './app/whenMainThreadQuiet';
import { installGlobalErrorHandlers } from './shared/errors/globalHandlers';
import { installServedReads, parseServedPage } from './shared/firebase/servedData';
import { pathWithoutLanguage } from './shared/i18n/language';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function PrerenderedPageHandOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => takeOverPrerenderedPage(root), [root]);
  return null;
}

// An early `beforeinstallprompt` is not lost.
const pwa = import('./features/pwa/registerServiceWorker');
void import('./features/pwa/useInstallState').then((install) => install.listenForInstallPrompt());

/**
 * The worker's first install (its script, its downloads, its caching) competes with the first
 * screen for a phone's cores, and took a third more of the page's main-thread time while the
 * page was drawn (npm run lighthouse -- --cpu-profile): it waits until the page is drawn and
 * quiet. It only matters from the next visit on.
 */
function ServiceWorkerOnceQuiet() {
  useEffect(
    () => whenMainThreadQuiet(() => void pwa.then((module) => module.registerServiceWorker())),
    [],
  );
  return null;
}

const address = new URL(window.location.href);
address.pathname = pathWithoutLanguage(address.pathname);
const route = findRoute(address.pathname);
// A page drawn by the server brought its reads (web/src/server); any other data page's first
// reads leave now, beside its chunk, rather than once it is drawn.
const served = parseServedPage(document.getElementById(SERVED_PAGE_ID)?.textContent);
if (!served) prefetchRoute(address);

const app = (
  <StrictMode>
    <App serverMatchMedia={served ? viewportMatchMedia(served.width) : undefined} />
    <PrerenderedPageHandOver root={container} />
    <ServiceWorkerOnceQuiet />
  </StrictMode>
);

if (served) {
  // Drawn by React on the server (the home and information pages at build time, the data pages
  // on request with their data): React takes it over where it stands
  // (hydration), once the page's chunk and the converters of its reads are here, so that its
  // first render is the drawing itself (the boot entry evaluates the page's chunks first, one
  // per task: ./app/served/document.ts). In a transition, so that it goes in slices that leave
  // the phone responsive (a plain hydration is one long task). A drawing that differs (a
  // visitor's stored theme, say) is drawn again by React, as any page.
  void appChunksEvaluated()
    .then(() => route?.load())
    .then(() => installServedReads(served.reads))
    .catch(() => undefined)
    // In a task of its own: the entry's evaluation is already a long one on a phone.
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else if (route?.prefetch) {
  // The public data pages (results, a provider) are drawn in slices too.
  const root = createRoot(container);
  startTransition(() => root.render(app));
} else {
  createRoot(container).render(app);
}
