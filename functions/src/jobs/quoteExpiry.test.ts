import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  requestDeadline,
  requestIsDue,
  requestStatusAt,
  responseDeadline,
  responseIsDue,
  responseStatusAt,
} from './quoteExpiry';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const before = new Date('2030-01-14T23:59:59Z');
const after = new Date('2030-01-15T00:00:00Z');
const request = (status: string) => ({ status, expiresAt: at('2030-01-15T00:00:00Z') });
const response = (status: string) => ({ status, validUntil: at('2030-01-15T00:00:00Z') });

describe('request expiry', () => {
  it('expires an open request at its deadline, not a second before', () => {
    for (const status of ['pending', 'responded']) {
      expect(requestIsDue(request(status), before)).toBe(false);
      expect(requestIsDue(request(status), after)).toBe(true);
      expect(requestStatusAt(request(status), after)).toBe('expired');
      expect(requestStatusAt(request(status), before)).toBe(status);
    }
  });

  it('never expires a request that is over, or without a deadline', () => {
    for (const status of ['accepted', 'cancelled', 'expired']) {
      expect(requestDeadline(request(status))).toBeNull();
      expect(requestIsDue(request(status), after)).toBe(false);
      expect(requestStatusAt(request(status), after)).toBe(status);
    }
    expect(requestIsDue({ status: 'pending' }, after)).toBe(false);
    expect(requestIsDue(undefined, after)).toBe(false);
  });
});

describe('quote expiry', () => {
  it('expires a sent or revised quote at its validUntil', () => {
    for (const status of ['sent', 'revised']) {
      expect(responseIsDue(response(status), before)).toBe(false);
      expect(responseIsDue(response(status), after)).toBe(true);
      expect(responseStatusAt(response(status), false, after)).toBe('expired');
    }
  });

  it('never expires an unanswered or finished response on its own', () => {
    for (const status of ['requested', 'accepted', 'declined', 'withdrawn', 'closed', 'expired']) {
      expect(responseDeadline(response(status))).toBeNull();
      expect(responseStatusAt(response(status), false, after)).toBe(status);
    }
  });

  it('expires unanswered and open responses with their request, nothing else', () => {
    const expired = (status: string) => responseStatusAt({ status }, true, before);
    expect(['requested', 'sent', 'revised'].map(expired)).toEqual([
      'expired',
      'expired',
      'expired',
    ]);
    expect(['accepted', 'declined', 'withdrawn', 'closed'].map(expired)).toEqual([
      'accepted',
      'declined',
      'withdrawn',
      'closed',
    ]);
  });
});
