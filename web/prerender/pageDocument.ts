import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';

/**
 * Turns the document the app drew at build time into the page's HTML: the drawing is marked for
 * the app to replace (src/main.tsx), and emotion's style sheets, which the browser holds as rules
 * rather than text, are written out as one style element.
 *
 * The app starts from the boot entry (./plugin.ts), after the browser has painted the page. Its scripts, the
 * chunks the drawing loaded included, are still fetched at once, at low priority.
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
  preloadDrawnChunks(document);
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

/** The boot entry in place of the app's entry script, which becomes a preloaded module. */
function bootAfterFirstPaint(document: Document, bootEntry: string) {
  const entry = document.head.querySelector('script[type="module"][src]');
  const appEntry = entry?.getAttribute('src');
  if (!entry || !appEntry) throw new Error('The app shell loads no module script');
  entry.setAttribute('src', bootEntry);
  const preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.setAttribute('crossorigin', '');
  preload.setAttribute('href', appEntry);
  entry.after(preload);
}

/**
 * Every preloaded chunk at low priority, so the page's paint never waits for them. Vite's loader
 * announced each lazy chunk the drawing loaded with a modulepreload link whose address, drawn
 * from files, is a file URL: it becomes a site path, once each.
 */
function preloadDrawnChunks(document: Document) {
  const seen = new Set<string>();
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    const href = link.getAttribute('href') ?? '';
    const path = href.startsWith('file:') ? new URL(href).pathname : href;
    if (seen.has(path)) link.remove();
    else link.setAttribute('href', path);
    link.setAttribute('fetchpriority', 'low');
    seen.add(path);
  }
}
