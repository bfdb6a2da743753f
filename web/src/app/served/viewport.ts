/** The width pages are drawn for without a browser: a phone's, as most visitors are (issue 11). */
export const PHONE_VIEWPORT_WIDTH = 360;
/** The width drawn for a visitor the server knows to be on a computer. */
export const DESKTOP_VIEWPORT_WIDTH = 1280;

/**
 * `matchMedia` without a browser (the build-time drawing, the server's): width queries are
 * answered for `width`, every other feature (dark scheme, reduced motion, hover…) as unset,
 * like a first visit's defaults.
 */
export function matchesViewport(query: string, width = PHONE_VIEWPORT_WIDTH): boolean {
  const conditions = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return conditions.every((condition) => {
    const bound = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(condition.trim());
    if (!bound) return false;
    const limit = Number(bound[2]);
    return bound[1] === 'min' ? width >= limit : width <= limit;
  });
}

/** A theme's `ssrMatchMedia` for a page drawn for `width` (web/src/server, src/main.tsx). */
export const viewportMatchMedia = (width: number) => (query: string) => ({
  matches: matchesViewport(query, width),
});
