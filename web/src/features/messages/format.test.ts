import { describe, expect, it } from 'vitest';
import { listTimeOf, subjectPathOf } from './format';
import { conversationOf, CUSTOMER, PROVIDER } from './testing';

describe('subjectPathOf', () => {
  it("leads each participant to the subject's page on their side", () => {
    const quote = conversationOf({ subject: { kind: 'quote', id: 'q1', title: null } });
    expect(subjectPathOf(quote, CUSTOMER)).toBe('/quotation-details/q1');
    expect(subjectPathOf(quote, PROVIDER)).toBe('/provider-quotations');
    const booking = conversationOf();
    expect(subjectPathOf(booking, CUSTOMER)).toBe('/my-bookings');
    expect(subjectPathOf(booking, PROVIDER)).toBe('/provider-bookings');
    const contract = conversationOf({ subject: { kind: 'contract', id: 'k1', title: null } });
    expect(subjectPathOf(contract, PROVIDER)).toBe('/contracts/k1');
    const general = conversationOf({ subject: { kind: 'provider', id: PROVIDER, title: null } });
    expect(subjectPathOf(general, CUSTOMER)).toBe(`/providers/${PROVIDER}`);
  });
});

describe('listTimeOf', () => {
  const now = new Date('2026-03-16T12:00:00');
  const text = (at: Date, language: 'fr' | 'en') => {
    const time = listTimeOf(at, now, language);
    // Intl puts no-break spaces in French.
    return time.kind === 'text' ? time.text.replace(/\s/g, ' ') : time.kind;
  };
  it('reads relative within the hour, as a time today, then as a date', () => {
    expect(text(new Date('2026-03-16T11:59:30'), 'fr')).toBe('justNow');
    expect(text(new Date('2026-03-16T11:15:00'), 'fr')).toBe('il y a 45 min');
    expect(text(new Date('2026-03-16T11:15:00'), 'en')).toBe('45 min ago');
    expect(text(new Date('2026-03-16T08:05:00'), 'en')).toBe('08:05');
    expect(text(new Date('2026-03-15T23:00:00'), 'en')).toBe('yesterday');
    expect(text(new Date('2026-03-01T23:00:00'), 'fr')).toBe('1 mars');
    expect(text(new Date('2025-03-01T23:00:00'), 'en')).toBe('1 Mar 2025');
  });
});
