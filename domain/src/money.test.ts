import { describe, expect, it } from 'vitest';
import { formatFCFA } from './money';

describe('formatFCFA', () => {
  it('groups thousands the French way', () => {
    expect(formatFCFA(25000)).toBe('25 000 FCFA');
    expect(formatFCFA(1250000)).toBe('1 250 000 FCFA');
  });

  it('keeps small amounts and rounds to whole francs', () => {
    expect(formatFCFA(0)).toBe('0 FCFA');
    expect(formatFCFA(999)).toBe('999 FCFA');
    expect(formatFCFA(1499.6)).toBe('1 500 FCFA');
  });
});
