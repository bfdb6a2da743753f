import { describe, expect, it } from 'vitest';
import { shouldPrecacheAll } from './precachePolicy';

describe('shouldPrecacheAll', () => {
  it('never with Save-Data, even installed or on wifi', () => {
    expect(shouldPrecacheAll({ saveData: true, type: 'wifi' }, true)).toBe(false);
    expect(shouldPrecacheAll({ saveData: true, effectiveType: '4g' }, false)).toBe(false);
  });

  it('always once installed', () => {
    expect(shouldPrecacheAll({ type: 'cellular', effectiveType: '3g' }, true)).toBe(true);
    expect(shouldPrecacheAll(undefined, true)).toBe(true);
  });

  it('on wifi or ethernet, not on cellular data, where the type is known', () => {
    expect(shouldPrecacheAll({ type: 'wifi', effectiveType: '3g' }, false)).toBe(true);
    expect(shouldPrecacheAll({ type: 'ethernet' }, false)).toBe(true);
    expect(shouldPrecacheAll({ type: 'cellular', effectiveType: '4g' }, false)).toBe(false);
  });

  it('on a 4g-class connection where only the speed is known, not without the API', () => {
    expect(shouldPrecacheAll({ effectiveType: '4g', saveData: false }, false)).toBe(true);
    expect(shouldPrecacheAll({ effectiveType: '3g' }, false)).toBe(false);
    expect(shouldPrecacheAll(undefined, false)).toBe(false);
  });
});
