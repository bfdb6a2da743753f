/**
 * Public pages arrive drawn in their HTML (web/prerender at build time, web/src/server on
 * request), so a phone shows the first screen before any script runs. The attribute marks
 * `#root` while that drawing is not yet the app's; the app removes it once React has taken the
 * drawing over.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** After React's first commit: the app is live (e2e waits on it). */
export function takeOverPrerenderedPage(container: HTMLElement): void {
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
}
