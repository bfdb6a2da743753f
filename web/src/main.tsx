import './shared/zodConfig';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { PRERENDERED_ATTRIBUTE, takeOverPrerenderedPage } from './app/prerendered';
import { findRoute, prefetchRoute } from './app/routing/routeTable';
import { installGlobalErrorHandlers } from './shared/errors/globalHandlers';
import { pathWithoutLanguage } from './shared/i18n/language';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function PrerenderedPageHandOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => takeOverPrerenderedPage(root), [root]);
  return null;
}

// A page's first reads leave now, beside its chunk, rather than once it is drawn.
const address = new URL(window.location.href);
address.pathname = pathWithoutLanguage(address.pathname);
prefetchRoute(address);

const root = createRoot(container);
const app = (
  <StrictMode>
    <App />
    <PrerenderedPageHandOver root={container} />
  </StrictMode>
);

const route = findRoute(address.pathname);
if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The page's first screen is already in the HTML (drawn at build time, web/prerender): it
  // stays on screen while React draws the app in slices that leave the phone responsive, and
  // React replaces it only once the page's own chunk is here, so it never blinks to a spinner.
  void (route?.load() ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => startTransition(() => root.render(app)));
} else if (route?.prefetch) {
  // The public data pages (results, a provider) are drawn in slices too.
  startTransition(() => root.render(app));
} else {
  root.render(app);
}

// Off the critical path: the worker only matters from the next visit on.
void import('./features/pwa/registerServiceWorker').then((pwa) => pwa.registerServiceWorker());
