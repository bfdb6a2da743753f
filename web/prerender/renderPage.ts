/**
 * Draws one page of the built app in jsdom and prints the document the page's drawing goes into
 * (run by ./plugin.ts, one process per page because the app's modules are evaluated once per
 * process):
 *
 *   node --import tsx web/prerender/renderPage.ts <dist> <shell file> <path> <boot entry>
 *
 * The built app itself runs, as in a browser on a first visit: a 360 px wide phone, nothing
 * stored, and no network (every fetch stays pending). What the page sets in its head (language,
 * title, description) and the chunks it loads are kept; its drawing is replaced by the marks
 * where the server's drawing goes (./fillPage.ts at build time, web/src/server on request).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { chunkGraphOf } from './bootEntry';
import { finishServedTemplate } from './pageDocument';
import { matchesViewport } from '../src/app/served/viewport';
import { PAGE_LOADING_ATTRIBUTE } from '../src/shared/ui/pageLoading';
import { appEntryOf } from './plugin';

/** The drawing is done once the page has not changed for this long (lazy chunks, effects). */
const QUIET_MS = 400;
const TIMEOUT_MS = 15_000;

const [dist, shellFile, path, bootEntry] = process.argv.slice(2);
if (!dist || !shellFile || !path || !bootEntry) {
  throw new Error('usage: renderPage.ts <dist> <shell> <path> <boot entry>');
}

const shell = readFileSync(join(dist, shellFile), 'utf8');
const dom = new JSDOM(shell, { url: `http://localhost${path}`, pretendToBeVisual: true });
const { window } = dom;
const language = path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';

const browserStubs = {
  matchMedia: (query: string) => ({
    matches: matchesViewport(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
  fetch: () => new Promise<never>(() => undefined),
  scrollTo: () => undefined,
  IntersectionObserver: class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  },
  ResizeObserver: class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
};
Object.assign(window, browserStubs);
for (const key of ['language', 'languages'] as const) {
  Object.defineProperty(window.navigator, key, {
    value: key === 'language' ? language : [language],
  });
}

// The app's modules look up browser globals on globalThis: they are the window's.
const globals = globalThis as unknown as Record<string, unknown>;
const windowProperties = window as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globals && !['window', 'self', 'document', 'navigator', 'location'].includes(key))
    continue;
  try {
    Object.defineProperty(globals, key, {
      value: windowProperties[key],
      configurable: true,
      writable: true,
    });
  } catch {
    // Non-configurable globals of Node's own stay.
  }
}
Object.assign(globals, browserStubs, { window, self: window });

process.on('unhandledRejection', (reason) => console.error('prerender:', path, reason));

await import(pathToFileURL(join(dist, appEntryOf(shell))).href);

const root = window.document.getElementById('root');
let drawn = '';
let quietSince = Date.now();
const started = Date.now();
// Quiet only counts once something is drawn: a page drawn in a transition starts empty a while.
while (!drawn || Date.now() - quietSince < QUIET_MS) {
  if (Date.now() - started > TIMEOUT_MS) throw new Error(`${path} did not settle`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // A page's spinner is not its drawing, however long its chunk takes on a loaded machine.
  const now = root?.querySelector(`[${PAGE_LOADING_ATTRIBUTE}]`) ? '' : (root?.innerHTML ?? '');
  if (now !== drawn) {
    drawn = now;
    quietSince = Date.now();
  }
}
if (!drawn.includes('<main')) throw new Error(`${path} drew no page: ${drawn.slice(0, 200)}`);

finishServedTemplate(window.document, bootEntry, chunkGraphOf(dist));
process.stdout.write(dom.serialize());
process.exit(0);
