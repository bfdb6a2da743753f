import { describe, expect, it } from 'vitest';
import { bookingDocument, slotInstants } from './documents';
import { bookableProvider, bookableService } from './provider';

const now = new Date('2030-03-01T08:00:00Z');
const input = {
  requestId: 'A'.repeat(20),
  providerId: 'ke-provider',
  serviceId: 'svc',
  day: '2030-03-04',
  time: '09:00',
  durationMinutes: 90,
  notes: 'Portail bleu',
};
const service = bookableService('svc', {
  title: { fr: 'Réparation', en: 'Repair' },
  category: 'plumbing',
  priceFCFA: 10_000,
  unit: 'hour',
});

describe('bookingDocument', () => {
  it('stores the provider’s wall clock and zone with the right instants (Nairobi, UTC+3)', () => {
    const provider = bookableProvider('ke-provider', { displayName: 'Nairobi Fix', country: 'KE' });
    const booking = bookingDocument({
      input,
      customerId: 'customer',
      customerName: 'Awa',
      provider,
      service,
      now,
      time: (at) => at.toISOString(),
    });
    expect(booking).toMatchObject({
      day: '2030-03-04',
      time: '09:00',
      timeZone: 'Africa/Nairobi',
      startAt: '2030-03-04T06:00:00.000Z',
      endAt: '2030-03-04T07:30:00.000Z',
      providerName: 'Nairobi Fix',
      serviceType: 'plumbing',
      serviceTitle: { fr: 'Réparation', en: 'Repair' },
      status: 'pending',
      autoCompleteAt: null,
      needsAttention: false,
      reviewed: false,
      // 1 h 30 at 10 000 FCFA an hour, plus the platform fee.
      priceFCFA: 15_000,
      createdAt: now.toISOString(),
    });
    expect(booking.totalFCFA).toBe(booking.priceFCFA + booking.platformFeeFCFA);
    expect(booking.platformFeeFCFA).toBeGreaterThan(0);
  });

  it('reads a provider without a country as West Africa (UTC)', () => {
    expect(slotInstants('2030-03-04', '09:00', bookableProvider('p', {}).timeZone, 30)).toEqual({
      startAt: new Date('2030-03-04T09:00:00Z'),
      endAt: new Date('2030-03-04T09:30:00Z'),
    });
  });
});

describe('bookableService and bookableProvider', () => {
  it('refuses a service priced on quote with service_needs_quote', () => {
    expect(() => bookableService('s', { unit: 'quote', priceFCFA: 0 })).toThrow(
      expect.objectContaining({ status: 400, code: 'service_needs_quote' }),
    );
  });

  it('keeps only well-formed days of the weekly hours', () => {
    const provider = bookableProvider('p', {
      availability: { mon: ['08:00-12:00'], tue: 'all day', wed: [8] },
    });
    expect(provider.availability).toEqual({ mon: ['08:00-12:00'] });
  });
});
