import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { heldByOthers, lockDocument, partyOf } from './shared';
import {
  cancelStep,
  completeStep,
  confirmStep,
  nextStatus,
  resolveStep,
  type Step,
} from './transitions';
import type { StoredBooking } from './shared';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

const now = new Date('2030-03-01T08:00:00Z');
const at = Timestamp.fromDate(now);
const booking = (changes: Partial<StoredBooking> = {}) =>
  ({
    customerId: 'c',
    providerId: 'p',
    status: 'pending',
    startAt: Timestamp.fromDate(new Date('2030-03-04T06:00:00Z')),
    endAt: Timestamp.fromDate(new Date('2030-03-04T07:30:00Z')),
    durationMinutes: 90,
    autoCompleteAt: null,
    problem: null,
    needsAttention: false,
    cancelledBy: null,
    completedBy: null,
    ...changes,
  }) as StoredBooking;
const refusal = (status: number, code: string) => expect.objectContaining({ status, code });

describe('nextStatus', () => {
  it('lets each side take its own steps only', () => {
    expect(nextStatus(booking(), 'confirm', 'provider', now)).toBe('confirmed');
    expect(() => nextStatus(booking(), 'confirm', 'customer', now)).toThrow(
      refusal(403, 'forbidden'),
    );
    expect(() => nextStatus(booking(), 'reschedule', 'provider', now)).toThrow(
      refusal(403, 'forbidden'),
    );
    expect(nextStatus(booking(), 'reschedule', 'customer', now)).toBe('pending');
  });

  it('refuses what the status does not allow, and nothing leaves an ended booking', () => {
    expect(() => nextStatus(booking(), 'complete', 'provider', now)).toThrow(
      refusal(409, 'invalid_transition'),
    );
    for (const status of ['completed', 'cancelled'] as const) {
      for (const [action, actor] of [
        ['cancel', 'customer'],
        ['cancel', 'provider'],
        ['reschedule', 'customer'],
        ['confirm', 'provider'],
        ['report', 'customer'],
      ] as const) {
        expect(() => nextStatus(booking({ status }), action, actor, now)).toThrow(
          refusal(409, 'invalid_transition'),
        );
      }
    }
  });

  it('treats a confirmed booking past its autoCompleteAt as completed', () => {
    const due = booking({ status: 'confirmed', autoCompleteAt: at });
    expect(() => nextStatus(due, 'cancel', 'customer', now)).toThrow(
      refusal(409, 'invalid_transition'),
    );
  });

  it('leaves a reported booking to the admin', () => {
    const reported = booking({ status: 'confirmed', needsAttention: true });
    expect(() => nextStatus(reported, 'complete', 'provider', now)).toThrow(
      refusal(409, 'invalid_transition'),
    );
    expect(nextStatus(reported, 'cancel', 'admin', now)).toBe('cancelled');
  });
});

describe('steps', () => {
  const fields = (step: Step, actor: 'customer' | 'provider' | 'admin', on = booking()) =>
    step.fields(on, actor, at);

  it('arms the auto-completion 48 h after the end on confirmation', () => {
    expect(fields(confirmStep, 'provider')).toEqual({
      confirmedAt: at,
      autoCompleteAt: Timestamp.fromDate(new Date('2030-03-06T07:30:00Z')),
    });
  });

  it('records who cancelled and why, and is a repeat for that side only', () => {
    expect(fields(cancelStep('Empêché'), 'customer')).toEqual({
      cancelReason: 'Empêché',
      cancelledBy: 'customer',
      cancelledAt: at,
      autoCompleteAt: null,
    });
    const cancelled = booking({ status: 'cancelled', cancelledBy: 'customer' });
    expect(cancelStep('x').repeated(cancelled, 'customer')).toBe(true);
    expect(cancelStep('x').repeated(cancelled, 'provider')).toBe(false);
    expect(cancelStep('x').releasesLocks).toBe(true);
    expect(completeStep.releasesLocks).toBeUndefined();
  });

  it('settles a reported booking only', () => {
    const reported = booking({ status: 'confirmed', needsAttention: true });
    const step = resolveStep('complete', 'Travail fait');
    expect(() => step.precondition?.(reported)).not.toThrow();
    expect(fields(step, 'admin', reported)).toMatchObject({
      completedBy: 'admin',
      adminNote: 'Travail fait',
      needsAttention: false,
    });
    expect(() => step.precondition?.(booking({ status: 'confirmed' }))).toThrow(
      refusal(409, 'invalid_transition'),
    );
    const settled = booking({ status: 'completed', completedBy: 'admin' });
    expect(step.repeated(settled, 'admin')).toBe(true);
  });
});

describe('locks and parties', () => {
  it('names the unit of a lock and who holds it', () => {
    expect(lockDocument('p_1', 'b', 'p_1_2000')).toEqual({
      providerId: 'p_1',
      bookingId: 'b',
      unit: 2000,
    });
    const lock = (bookingId: string | null) =>
      ({ exists: bookingId !== null, get: () => bookingId }) as unknown as DocumentSnapshot;
    expect(heldByOthers([lock(null), lock('b')], 'b')).toBe(false);
    expect(heldByOthers([lock('b'), lock('other')], 'b')).toBe(true);
    expect(partyOf(booking(), 'c')).toBe('customer');
    expect(partyOf(booking(), 'p')).toBe('provider');
    expect(partyOf(booking(), 'x')).toBeNull();
  });
});
