import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';

/** Holds the app's chunks as inert modulepreload links until the boot entry adds them. */
export const APP_CHUNKS_TEMPLATE = 'template[data-app-chunks]';

/**
 * Turns the document the app drew at build time into the page's HTML: the drawing is marked for
 * the app to replace (src/main.tsx), and emotion's style sheets, which the browser holds as rules
 * rather than text, are written out as one style element.
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
  const css = [...document.head.querySelectorAll('style')]
    .map((style) => {
      const inserted = rules.get(style);
      style.remove();
      return inserted ? inserted.join('') : (style.textContent ?? '');
    })
    .join('');
  const prerenderedStyle = document.createElement('style');
  prerenderedStyle.setAttribute(PRERENDERED_ATTRIBUTE, '');
  // Rules never contain "</style", but the text must not be able to close the element.
  prerenderedStyle.textContent = css.replaceAll('</style', '<\\/style');
  document.head.append(prerenderedStyle);
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
