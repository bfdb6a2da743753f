import { describe, expect, it } from 'vitest';
import {
  actionsFrom,
  addDays,
  CONTRACT_TRANSITIONS,
  nextState,
  QUOTE_RESPONSE_TRANSITIONS,
  QUOTE_STATUSES,
  QUOTE_TRANSITIONS,
  quoteTotal,
} from './quote-constants';

describe('quote state machine', () => {
  it('moves a pending request to responded only by a provider', () => {
    expect(nextState(QUOTE_TRANSITIONS, 'pending', 'respond', 'provider')).toBe('responded');
    expect(nextState(QUOTE_TRANSITIONS, 'pending', 'respond', 'customer')).toBeNull();
  });

  it('lets only the customer accept, and only once quoted', () => {
    expect(nextState(QUOTE_TRANSITIONS, 'responded', 'accept', 'customer')).toBe('accepted');
    expect(nextState(QUOTE_TRANSITIONS, 'pending', 'accept', 'customer')).toBeNull();
    expect(nextState(QUOTE_TRANSITIONS, 'responded', 'accept', 'provider')).toBeNull();
    expect(nextState(QUOTE_TRANSITIONS, 'responded', 'accept', 'admin')).toBeNull();
  });

  it('leaves nothing out of accepted, cancelled or expired', () => {
    for (const from of ['accepted', 'cancelled', 'expired'] as const) {
      for (const actor of ['customer', 'provider', 'admin', 'timer'] as const) {
        expect(actionsFrom(QUOTE_TRANSITIONS, from, actor)).toEqual([]);
      }
    }
  });

  it('expires by the timer only', () => {
    for (const from of QUOTE_STATUSES) {
      expect(nextState(QUOTE_TRANSITIONS, from, 'expire', 'customer')).toBeNull();
    }
    expect(nextState(QUOTE_TRANSITIONS, 'responded', 'expire', 'timer')).toBe('expired');
  });
});

describe('quote response state machine', () => {
  it('offers the provider send and decline on a new request, revise and withdraw after', () => {
    expect(actionsFrom(QUOTE_RESPONSE_TRANSITIONS, 'requested', 'provider')).toEqual([
      'send',
      'decline',
    ]);
    expect(actionsFrom(QUOTE_RESPONSE_TRANSITIONS, 'sent', 'provider')).toEqual([
      'revise',
      'withdraw',
    ]);
    expect(actionsFrom(QUOTE_RESPONSE_TRANSITIONS, 'accepted', 'provider')).toEqual([]);
  });

  it('lets the customer accept a sent or revised quote, never a withdrawn one', () => {
    expect(nextState(QUOTE_RESPONSE_TRANSITIONS, 'revised', 'accept', 'customer')).toBe('accepted');
    expect(nextState(QUOTE_RESPONSE_TRANSITIONS, 'withdrawn', 'accept', 'customer')).toBeNull();
    expect(nextState(QUOTE_RESPONSE_TRANSITIONS, 'sent', 'accept', 'provider')).toBeNull();
  });
});

describe('contract state machine', () => {
  it('completes an active contract, cancels a pending or active one, and nothing else', () => {
    expect(nextState(CONTRACT_TRANSITIONS, 'active', 'complete', 'customer')).toBe('completed');
    expect(nextState(CONTRACT_TRANSITIONS, 'pending', 'complete', 'provider')).toBeNull();
    expect(nextState(CONTRACT_TRANSITIONS, 'pending', 'cancel', 'provider')).toBe('cancelled');
    expect(nextState(CONTRACT_TRANSITIONS, 'completed', 'cancel', 'customer')).toBeNull();
    expect(nextState(CONTRACT_TRANSITIONS, 'active', 'cancel', 'admin')).toBeNull();
  });
});

describe('helpers', () => {
  it('sums line items', () => {
    expect(
      quoteTotal([
        { quantity: 2, unitPriceFCFA: 7500 },
        { quantity: 1, unitPriceFCFA: 2000 },
      ]),
    ).toBe(17000);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-24', 14)).toBe('2026-12-08');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
