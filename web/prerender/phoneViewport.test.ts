import { describe, expect, it } from 'vitest';
import { matchesPhoneViewport } from './phoneViewport';

describe('matchesPhoneViewport', () => {
  it('answers width queries for a 360 px wide phone', () => {
    expect(matchesPhoneViewport('@media (max-width:899.95px)')).toBe(true);
    expect(matchesPhoneViewport('(min-width:600px)')).toBe(false);
    expect(matchesPhoneViewport('(min-width: 0px) and (max-width: 599.95px)')).toBe(true);
    expect(matchesPhoneViewport('(min-width:600px) and (max-width:899.95px)')).toBe(false);
  });

  it('leaves every other feature unset', () => {
    expect(matchesPhoneViewport('(prefers-color-scheme: dark)')).toBe(false);
    expect(matchesPhoneViewport('(prefers-reduced-motion: reduce)')).toBe(false);
    expect(matchesPhoneViewport('(max-width:899.95px) and (hover: hover)')).toBe(false);
  });
});
