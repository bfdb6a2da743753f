import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * `onServer` while the server draws the page (web/src/server) and while React takes that drawing
 * over, `inBrowser` from then on. React redraws for the browser's value only when it differs,
 * so a value that is the default in both (a visitor's theme, say) costs no second render.
 */
export function useBrowserValue<T>(inBrowser: T, onServer: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => inBrowser,
    () => onServer,
  );
}

/**
 * False while the server draws the page, true in the browser: what only a browser can show
 * (install prompts, the visitor's stored choices) waits for the app.
 */
export function useInBrowser(): boolean {
  return useBrowserValue(true, false);
}
