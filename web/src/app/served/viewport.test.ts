import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT_WIDTH, matchesViewport } from './viewport';

describe('matchesViewport', () => {
  it('answers width queries for a 360 px wide phone by default', () => {
    expect(matchesViewport('@media (max-width:899.95px)')).toBe(true);
    expect(matchesViewport('(min-width:600px)')).toBe(false);
    expect(matchesViewport('(min-width: 0px) and (max-width: 599.95px)')).toBe(true);
    expect(matchesViewport('(min-width:600px) and (max-width:899.95px)')).toBe(false);
  });

  it('answers them for another width when asked', () => {
    expect(matchesViewport('(max-width:767.95px)', DESKTOP_VIEWPORT_WIDTH)).toBe(false);
    expect(matchesViewport('(min-width:1200px)', DESKTOP_VIEWPORT_WIDTH)).toBe(true);
  });

  it('leaves every other feature unset', () => {
    expect(matchesViewport('(prefers-color-scheme: dark)')).toBe(false);
    expect(matchesViewport('(prefers-reduced-motion: reduce)')).toBe(false);
    expect(matchesViewport('(max-width:899.95px) and (hover: hover)')).toBe(false);
  });
});
