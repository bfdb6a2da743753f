/** The viewport pages are drawn for at build time: most visitors are on phones (issue 11). */
export const PHONE_VIEWPORT_WIDTH = 360;

/**
 * `matchMedia` for the build-time drawing: width queries are answered for a phone's width, every
 * other feature (dark scheme, reduced motion, hover…) as unset, like a first visit's defaults.
 */
export function matchesPhoneViewport(query: string): boolean {
  const conditions = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return conditions.every((condition) => {
    const width = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(condition.trim());
    if (!width) return false;
    const limit = Number(width[2]);
    return width[1] === 'min' ? PHONE_VIEWPORT_WIDTH >= limit : PHONE_VIEWPORT_WIDTH <= limit;
  });
}
