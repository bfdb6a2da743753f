/**
 * The server's drawing of the public data pages (issue 11): the results and provider pages,
 * drawn with their data so that a phone shows their first screen as soon as the HTML is in,
 * instead of after the app's script, its page chunk, the reads and the render of twenty cards.
 *
 * Built by Vite as a Node bundle of the app itself (`vite build --ssr`, into functions/served),
 * run by the `pages` function behind Hosting's rewrites. The page is the app's own render, with
 * React's server renderer and a `StaticRouter`, in the visitor's language, for a phone's or a
 * computer's width; each public read of the page runs here first (serverReads) and travels in
 * the HTML (servedData.ts), so that the app, once its script is in, takes the drawing over with
 * the same content and without reading again (src/main.tsx).
 *
 * The build draws the home and information pages with it too, without data (web/prerender), so
 * that every page that arrives drawn is taken over the same way.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { readFile } from 'node:fs/promises';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { AppProviders } from '../app/App';
import { RouteErrorBoundary } from '../app/routing/RouteErrorBoundary';
import { AppRoutes } from '../app/routing/router';
import { findRoute, prefetchRoute } from '../app/routing/routeTable';
import {
  ServedDataContext,
  serializeServedPage,
  type ServedData,
  type ServedPage,
  type ServedRead,
} from '../shared/firebase/servedData';
import { i18n } from '../shared/i18n';
import {
  EMOTION_KEY,
  EMOTION_OPTIONS,
  SERVED_STYLES_ATTRIBUTE,
} from '../shared/theme/emotionCache';
import { languageFromPath, pathWithoutLanguage } from '../shared/i18n/language';
import { serverReads } from './serverReads';
import { servedTemplateFile, SERVED_PAGE_MARK, SERVED_ROOT_MARK } from '../app/served/document';
import {
  DESKTOP_VIEWPORT_WIDTH,
  PHONE_VIEWPORT_WIDTH,
  viewportMatchMedia,
} from '../app/served/viewport';

export interface PageRequest {
  /** The page's address: path and query ("/en/services?q=plumber"). */
  url: string;
  /** The visitor is on a phone (Sec-CH-UA-Mobile, or the user agent): the phone layout. */
  mobile: boolean;
}

/** Reads a stream to its end. */
async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of stream) void chunk;
}

const templates = new Map<string, Promise<string>>();

/** The page's document from the build (web/prerender), read once per process. */
function template(routeName: string, language: Language): Promise<string> {
  const file = servedTemplateFile(routeName, language);
  let text = templates.get(file);
  if (!text) {
    text = readFile(new URL(`./${file}`, import.meta.url), 'utf8');
    templates.set(file, text);
  }
  return text;
}

/** A page drawn by the server: its route and language, its drawing, what travels beside it. */
export interface DrawnPage {
  routeName: string;
  language: Language;
  /** The HTML of `#root`. */
  drawing: string;
  /** The drawing's style elements, for the head (`hoistStyles`). */
  styles: string;
  data: ServedPage;
}

/**
 * Draws the page at `url` with its data; null when the server does not draw that page (the
 * app's shell serves it). Throws when the drawing fails: the caller serves the shell.
 */
export async function drawPage({ url, mobile }: PageRequest): Promise<DrawnPage | null> {
  const address = new URL(url, 'http://localhost');
  const path = pathWithoutLanguage(address.pathname);
  const route = findRoute(path);
  if (!route?.prefetch) return null;
  // The page's first reads start together, as in the browser; the drawing takes their answers.
  prefetchRoute(new URL(path + address.search, address));
  return draw(
    address,
    route.name,
    mobile ? PHONE_VIEWPORT_WIDTH : DESKTOP_VIEWPORT_WIDTH,
    serverReads(),
  );
}

/** No read is made: the page's data sections are drawn loading, and the browser reads them. */
const noReads = { usePages: () => undefined, release() {}, served: () => [] };

/**
 * Draws a public page as a phone shows it before any read, for the build (web/prerender): the
 * home and information pages are files on Hosting, and the app takes their drawing over as it
 * does a served page's.
 */
export async function drawPageWithoutData(url: string): Promise<DrawnPage> {
  const address = new URL(url, 'http://localhost');
  const route = findRoute(pathWithoutLanguage(address.pathname));
  if (!route) throw new Error(`${url}: no such page`);
  return draw(address, route.name, PHONE_VIEWPORT_WIDTH, noReads);
}

async function draw(
  address: URL,
  routeName: string,
  width: number,
  reads: ServedData & { served(): ServedRead[] },
): Promise<DrawnPage> {
  const language = languageFromPath(address.pathname);
  const texts = i18n.cloneInstance({ lng: language, initAsync: false });
  const serverMatchMedia = viewportMatchMedia(width);
  // The tree is the browser's (App.tsx) but for the router, so that React's ids match.
  const page = () => (
    <CacheProvider value={createCache(EMOTION_OPTIONS)}>
      <ServedDataContext.Provider value={reads}>
        <AppProviders i18n={texts} serverMatchMedia={serverMatchMedia}>
          <StaticRouter location={address.pathname + address.search}>
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </StaticRouter>
        </AppProviders>
      </ServedDataContext.Provider>
    </CacheProvider>
  );
  // Two passes: the first waits for the lazy parts and the reads (React's streaming format
  // would then reveal them with inline scripts, which the pages' policy forbids); the second,
  // with everything at hand, is plain HTML.
  const { prelude } = await prerenderToNodeStream(page());
  await drain(prelude as AsyncIterable<unknown>);
  const html = renderToString(page());
  if (/<!--\$[?!]-->/.test(html))
    throw new Error(`${address.pathname}: a part was still suspended`);
  return { routeName, language, ...hoistStyles(html), data: { width, reads: reads.served() } };
}

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion's server mode writes the rules of each component beside it, in a style element of its
 * own; the browser's emotion would move each of them into the head before React takes the
 * drawing over. They go into the head at once: the components' rules in one element that names
 * them all, in order (`data-served-styles="1a2b 3c4d"`, which the app's emotion takes as inserted
 * where it stands: shared/theme/emotionCache.ts), each global style before them, as it is but for
 * emotion's mark (`data-s`) that keeps the default cache from moving it (emotion's `Global` takes
 * its element back by name).
 */
export function hoistStyles(html: string): { drawing: string; styles: string } {
  // A global style drawn twice (two instances of one component) is written once.
  const globals = new Set<string>();
  const names: string[] = [];
  const rules: string[] = [];
  const drawing = html.replace(EMOTION_STYLE, (element, attribute: string, text: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === EMOTION_KEY) {
      names.push(...ids);
      rules.push(text);
    } else globals.add(element.replace('<style ', '<style data-s="" '));
    return '';
  });
  const components = names.length
    ? `<style ${SERVED_STYLES_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`
    : '';
  return { drawing, styles: [...globals].join('') + components };
}

/** The page's document with its drawing and data where the build left their marks. */
export function fillDocument(document: string, page: DrawnPage): string {
  return document
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(SERVED_ROOT_MARK, () => page.drawing)
    .replace(SERVED_PAGE_MARK, () => serializeServedPage(page.data));
}

/** The page at `url` as served: its drawing and data in its document (see `drawPage`). */
export async function renderPage(request: PageRequest): Promise<string | null> {
  const page = await drawPage(request);
  if (!page) return null;
  return fillDocument(await template(page.routeName, page.language), page);
}
