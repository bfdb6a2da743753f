/**
 * Public pages are drawn at build time into their HTML (web/prerender), so a phone shows the
 * first screen before any script runs. The attribute marks `#root` and the page's styles while
 * that drawing is on screen; the app removes both once React has replaced it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * After React's first commit: the build-time copy of the global styles goes (the components'
 * styles stay: emotion took them over), and the app is live (e2e waits on it).
 */
export function takeOverPrerenderedPage(container: HTMLElement): void {
  for (const style of document.querySelectorAll(`style[${PRERENDERED_ATTRIBUTE}]`)) style.remove();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
}
