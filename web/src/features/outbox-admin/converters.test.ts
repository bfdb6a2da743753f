import { describe, expect, it } from 'vitest';
import { fakeSnapshot } from '../../shared/firebase/testing';
import { mailConverter, smsConverter } from './converters';

const createdAt = { toDate: () => new Date('2026-03-10T10:00:00Z') };

const mail = {
  to: 'client@example.com',
  message: { subject: 'Réservation confirmée', text: 'Texte', html: '<p>Texte</p>' },
  uid: 'demo-customer',
  kind: 'booking_confirmation',
  createdAt,
};

describe('outbox converters', () => {
  it('read a mail (never its HTML) and an SMS', () => {
    expect(mailConverter.fromFirestore(fakeSnapshot('m1', mail))).toEqual({
      id: 'm1',
      to: 'client@example.com',
      uid: 'demo-customer',
      kind: 'booking_confirmation',
      createdAt: new Date('2026-03-10T10:00:00Z'),
      subject: 'Réservation confirmée',
      text: 'Texte',
    });
    expect(
      smsConverter.fromFirestore(
        fakeSnapshot('s1', { ...mail, message: undefined, body: 'Votre code : 123456' }),
      ),
    ).toMatchObject({ id: 's1', body: 'Votre code : 123456', kind: 'booking_confirmation' });
  });

  it('refuse a mail without its message, or of an unknown kind', () => {
    expect(() =>
      mailConverter.fromFirestore(fakeSnapshot('m1', { ...mail, message: 'x' })),
    ).toThrow(/message/);
    expect(() =>
      smsConverter.fromFirestore(fakeSnapshot('s1', { ...mail, kind: 'promo', body: 'x' })),
    ).toThrow(/kind/);
  });
});
