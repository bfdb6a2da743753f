import createCache, { type EmotionCache, type Options, type StylisElement } from '@emotion/cache';

/**
 * The key of the app's emotion cache (MUI's class names are `mui-…`), the same on the server and
 * in the browser. Not emotion's default `css`: the default cache, which emotion creates in any
 * case, takes the style elements of its key that a server wrote and moves them.
 */
export const EMOTION_KEY = 'mui';

/** What Safari (16, the oldest browser the build targets) still takes only with its prefix. */
const SAFARI_PREFIXED = new Set(['user-select', 'backdrop-filter']);

/**
 * Emotion's default stylis plugin writes declarations again with the prefixes of browsers from
 * ten years ago (`display:-webkit-box;display:-ms-flexbox;…`): 28 % of the CSS of a page the server
 * draws (the provider page's 56 KB), parsed and matched by the phone. The browsers the build
 * targets take the standard properties; only what Safari still needs is prefixed.
 */
export function safariPrefixes(element: StylisElement): void {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (SAFARI_PREFIXED.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
}

/** The emotion cache's options, the same on the server and in the browser. */
export const EMOTION_OPTIONS: Options = { key: EMOTION_KEY, stylisPlugins: [safariPrefixes] };

/**
 * The attribute of the style element in which the server writes the rules of a page's
 * components, naming them ("1a2b 3c4d"). Not emotion's `data-emotion`: emotion would move that
 * element to the end of the head before taking it, which makes the browser parse its sheet and
 * restyle the page again (10–60 ms on this machine, issue 11).
 */
export const SERVED_STYLES_ATTRIBUTE = 'data-served-styles';

/**
 * The browser's cache: the rules of a page the server drew are in its head already
 * (web/src/server/renderPage.tsx hoistStyles), so they count as inserted where they stand; the
 * rules of later renders go in emotion's own element after them.
 */
export function createBrowserEmotionCache(document: Document): EmotionCache {
  const cache = createCache(EMOTION_OPTIONS);
  const served = document.head.querySelector(`style[${SERVED_STYLES_ATTRIBUTE}]`);
  for (const name of served?.getAttribute(SERVED_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
    if (name) cache.inserted[name] = true;
  }
  return cache;
}
