import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';
import { SERVED_PAGE_ID, SERVED_PAGE_MARK, SERVED_ROOT_MARK } from '../src/app/served/document';

/** Holds the app's chunks as inert modulepreload links until the boot entry adds them. */
export const APP_CHUNKS_TEMPLATE = 'template[data-app-chunks]';

/** The key of emotion's cache, which MUI's components use (its class names are `css-…`). */
const EMOTION_KEY = 'css';

/**
 * Turns the document the app drew at build time into the page's HTML: the drawing is marked for
 * the app to replace (src/main.tsx), and emotion's style sheets, which the browser holds as rules
 * rather than text, are written out (`writeStyles`).
 *
 * The app starts from the boot entry (./plugin.ts), after the browser has painted the page, and
 * so do the downloads of its chunks (the entry and those the drawing loaded): their preload
 * links wait in a template, so that nothing but the HTML comes before the first paint.
 *
 * `rules` are the rules inserted into each style element's sheet, in order.
 */
export function finishPrerenderedDocument(
  document: Document,
  rules: Map<Node, string[]>,
  bootEntry: string,
) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The app shell has no #root element');
  root.setAttribute(PRERENDERED_ATTRIBUTE, '');
  bootAfterFirstPaint(document, bootEntry);
  writeStyles(document, rules);
}

/**
 * Turns the document of a served route, drawn at build time without data, into the document the
 * server draws the page into (web/src/server/renderPage.tsx): the same head and boot as a
 * prerendered page, the marks for the server's drawing and data, and none of the drawing's
 * styles (the server's drawing carries its own).
 */
export function finishServedTemplate(document: Document, bootEntry: string) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The app shell has no #root element');
  root.setAttribute(PRERENDERED_ATTRIBUTE, '');
  root.replaceChildren(document.createComment(SERVED_ROOT_MARK.slice(4, -3)));
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = SERVED_PAGE_ID;
  data.textContent = SERVED_PAGE_MARK;
  root.after(data);
  bootAfterFirstPaint(document, bootEntry);
  for (const style of document.head.querySelectorAll('style')) style.remove();
}

/**
 * The components' rules go into one style element in emotion's server format, naming the
 * styles it holds (`data-emotion="css 1a2b3c animation-4d5e6f …"`): the app's emotion then
 * takes them as already inserted and keeps the element, so the take-over inserts only what the
 * drawing lacked (e.g. a dark theme) instead of every rule again. The other sheets (global
 * styles) go into an element the app removes once its own are in; it comes first, as emotion
 * puts global styles before the components'.
 */
function writeStyles(document: Document, rules: Map<Node, string[]>) {
  const components: string[] = [];
  const others: string[] = [];
  for (const style of document.head.querySelectorAll('style')) {
    const inserted = rules.get(style) ?? [style.textContent ?? ''];
    (style.getAttribute('data-emotion') === EMOTION_KEY ? components : others).push(...inserted);
    style.remove();
  }
  const names = new Set(
    components.flatMap((rule) =>
      [...rule.matchAll(/\.css-([\w-]+)|@keyframes (animation-[\w-]+)/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      ),
    ),
  );
  const element = (css: string[]) => {
    const style = document.createElement('style');
    // Rules never contain "</style", but the text must not be able to close the element.
    style.textContent = css.join('').replaceAll('</style', '<\\/style');
    document.head.append(style);
    return style;
  };
  element(others).setAttribute(PRERENDERED_ATTRIBUTE, '');
  if (names.size)
    element(components).setAttribute('data-emotion', [EMOTION_KEY, ...names].join(' '));
}

/**
 * The boot entry in place of the app's entry script; the entry and every chunk the drawing
 * loaded go, once each, into the template as preload links. Vite's loader announced each lazy
 * chunk with a modulepreload link whose address, drawn from files, is a file URL: it becomes a
 * site path.
 */
function bootAfterFirstPaint(document: Document, bootEntry: string) {
  const entry = document.head.querySelector('script[type="module"][src]');
  const appEntry = entry?.getAttribute('src');
  if (!entry || !appEntry) throw new Error('The app shell loads no module script');
  entry.setAttribute('src', bootEntry);
  const chunks = document.createElement('template');
  chunks.setAttribute('data-app-chunks', '');
  const drawnChunks = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => {
      link.remove();
      const href = link.getAttribute('href') ?? '';
      return href.startsWith('file:') ? new URL(href).pathname : href;
    },
  );
  for (const href of new Set([appEntry, ...drawnChunks])) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.setAttribute('crossorigin', '');
    preload.setAttribute('href', href);
    chunks.content.append(preload);
  }
  entry.after(chunks);
}
