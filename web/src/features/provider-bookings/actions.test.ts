import { describe, expect, it } from 'vitest';
import { providerActionsOf } from './actions';
import { booking } from './testing';

describe('providerActionsOf', () => {
  it('offers confirm or decline on a request', () => {
    expect(providerActionsOf(booking({ status: 'pending' }))).toEqual(['confirm', 'decline']);
  });

  it('offers complete, cancel and report on a confirmed booking', () => {
    expect(providerActionsOf(booking({ status: 'confirmed' }))).toEqual([
      'complete',
      'cancel',
      'report',
    ]);
  });

  it('offers nothing while a reported problem waits for an admin', () => {
    expect(providerActionsOf(booking({ status: 'confirmed', needsAttention: true }))).toEqual([]);
  });

  it('offers nothing once the booking has ended', () => {
    expect(providerActionsOf(booking({ status: 'completed' }))).toEqual([]);
    expect(providerActionsOf(booking({ status: 'cancelled' }))).toEqual([]);
  });
});
