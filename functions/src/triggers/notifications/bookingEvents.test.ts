import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { bookingEventRequests } from './bookingEvents';

const confirmedAt = new Date('2030-01-02T09:00:00Z');
const completedAt = new Date('2030-01-05T12:00:00Z');
const eventTime = new Date('2030-01-06T00:00:00Z');

const booking = (changes: Record<string, unknown> = {}) => ({
  customerId: 'cust',
  customerName: 'Awa',
  providerId: 'prov',
  providerName: 'Plomberie Eto',
  serviceTitle: { fr: 'Fuite', en: 'Leak' },
  day: '2030-01-04',
  time: '09:00',
  timeZone: 'Africa/Douala',
  status: 'pending',
  confirmedAt: null,
  completedAt: null,
  completedBy: null,
  ...changes,
});
const confirmed = (changes: Record<string, unknown> = {}) =>
  booking({ status: 'confirmed', confirmedAt: Timestamp.fromDate(confirmedAt), ...changes });
const completed = (completedBy: string) =>
  confirmed({ status: 'completed', completedAt: Timestamp.fromDate(completedAt), completedBy });

describe('booking confirmation', () => {
  const expected = {
    uid: 'cust',
    kind: 'booking_confirmation',
    id: `booking_confirmation-b1-${confirmedAt.getTime()}`,
    at: confirmedAt,
    params: {
      bookingId: 'b1',
      serviceTitle: { fr: 'Fuite', en: 'Leak' },
      providerName: 'Plomberie Eto',
      day: '2030-01-04',
      time: '09:00',
      timeZone: 'Africa/Douala',
    },
  };

  it('goes to the customer when the provider confirms, named by the confirmation', () => {
    expect(bookingEventRequests('b1', booking(), confirmed(), eventTime)).toEqual([expected]);
  });

  it('goes out for a booking written confirmed too', () => {
    expect(bookingEventRequests('b1', undefined, confirmed(), eventTime)).toEqual([expected]);
  });

  it('is not sent again by later writes of a confirmed booking', () => {
    const reported = confirmed({ problem: { by: 'customer' } });
    expect(bookingEventRequests('b1', confirmed(), reported, eventTime)).toEqual([]);
  });

  it('is sent again, under a new id, when a rescheduled booking is confirmed again', () => {
    const again = new Date('2030-01-03T10:00:00Z');
    const [request] = bookingEventRequests(
      'b1',
      booking(),
      confirmed({ confirmedAt: Timestamp.fromDate(again) }),
      eventTime,
    );
    expect(request?.id).toBe(`booking_confirmation-b1-${again.getTime()}`);
  });

  it('uses the event time when the booking has no confirmedAt', () => {
    const [request] = bookingEventRequests(
      'b1',
      undefined,
      confirmed({ confirmedAt: null }),
      eventTime,
    );
    expect(request?.id).toBe(`booking_confirmation-b1-${eventTime.getTime()}`);
    expect(request?.at).toEqual(eventTime);
  });

  it('is not sent for a malformed booking', () => {
    expect(bookingEventRequests('b1', booking(), confirmed({ day: 3 }), eventTime)).toEqual([]);
    expect(
      bookingEventRequests('b1', booking(), confirmed({ customerId: 'a/b' }), eventTime),
    ).toEqual([]);
    expect(bookingEventRequests('b/1', booking(), confirmed(), eventTime)).toEqual([]);
  });
});

describe('service completed', () => {
  it('goes to the customer only when the provider completed it', () => {
    expect(bookingEventRequests('b1', confirmed(), completed('provider'), eventTime)).toEqual([
      {
        uid: 'cust',
        kind: 'service_completed',
        id: 'service_completed-b1-customer',
        at: completedAt,
        params: {
          bookingId: 'b1',
          serviceTitle: { fr: 'Fuite', en: 'Leak' },
          counterpartName: 'Plomberie Eto',
          completedBy: 'provider',
          recipient: 'customer',
        },
      },
    ]);
  });

  it('goes to both parties when the timer or an admin completed it', () => {
    for (const by of ['timer', 'admin']) {
      const requests = bookingEventRequests('b1', confirmed(), completed(by), eventTime);
      expect(requests.map((request) => [request.uid, request.id, request.params])).toEqual([
        [
          'cust',
          'service_completed-b1-customer',
          expect.objectContaining({
            counterpartName: 'Plomberie Eto',
            recipient: 'customer',
            completedBy: by,
          }),
        ],
        [
          'prov',
          'service_completed-b1-provider',
          expect.objectContaining({
            counterpartName: 'Awa',
            recipient: 'provider',
            completedBy: by,
          }),
        ],
      ]);
    }
  });

  it('is not sent for a booking written completed, nor again on a later write', () => {
    expect(bookingEventRequests('b1', undefined, completed('timer'), eventTime)).toEqual([]);
    const reviewed = { ...completed('timer'), reviewed: true };
    expect(bookingEventRequests('b1', completed('timer'), reviewed, eventTime)).toEqual([]);
  });

  it('is not sent without a known completer', () => {
    expect(bookingEventRequests('b1', confirmed(), completed('someone'), eventTime)).toEqual([]);
  });

  it('sends nothing on cancellation or deletion', () => {
    expect(
      bookingEventRequests('b1', confirmed(), confirmed({ status: 'cancelled' }), eventTime),
    ).toEqual([]);
    expect(bookingEventRequests('b1', confirmed(), undefined, eventTime)).toEqual([]);
  });
});
