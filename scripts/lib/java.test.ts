import { describe, expect, it } from 'vitest';
import { parseJavaMajor } from './java';

describe('parseJavaMajor', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "25.0.1" 2025-10-21 LTS', 25],
    ['java version "1.8.0_411"', 8],
    ['openjdk version "21" 2023-09-19', 21],
  ])('%s → %d', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });

  it('returns null for unrelated output', () => {
    expect(parseJavaMajor('bash: java: command not found')).toBeNull();
  });
});
