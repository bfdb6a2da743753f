import { describe, expect, it } from 'vitest';
import { chargeOf, countdownText, formatExpiry, groupCardNumber } from './format';

describe('checkout format', () => {
  it('groups a card number by 4 as it is typed, digits only, 19 at most', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242 42a')).toBe('4242 42');
    expect(groupCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('puts the slash of MM/YY by itself', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('12/299')).toBe('12/29');
  });

  it('counts down in mm:ss, never below zero', () => {
    expect(countdownText(5 * 60 * 1000)).toBe('05:00');
    expect(countdownText(299_001)).toBe('05:00');
    expect(countdownText(298_999)).toBe('04:59');
    expect(countdownText(-1_000)).toBe('00:00');
  });

  it('charges the price plus the method’s fees', () => {
    expect(chargeOf(15_000, 'cash')).toMatchObject({ totalPaidByCustomerFCFA: 15_300 });
    expect(chargeOf(0, 'cash')).toBeNull();
  });
});
