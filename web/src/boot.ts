/**
 * The entry of prerendered public pages (web/prerender puts it in place of the app's entry).
 * Their first screen is already in the HTML: the browser paints it first, and only then are
 * the app's scripts requested, so a phone on a slow network shows the page before it spends
 * its bandwidth and CPU on the app.
 */
requestAnimationFrame(() => setTimeout(() => void import('./main')));
