import { useSyncExternalStore } from 'react';

/** For a value that never changes in the browser but differs on the server. */
export const noSubscription = () => () => undefined;

/**
 * False while the server draws the page (web/src/server), true in the browser: what only a
 * browser can show (install prompts, the visitor's stored choices) waits for the app.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
