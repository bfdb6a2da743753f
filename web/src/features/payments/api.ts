import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import {
  BOOKING_STATUSES,
  COUNTRY_CODES,
  COUNTRY_TIME_ZONES,
  PAYMENT_API,
  type BookingDocument,
  type CountryCode,
  type PaymentLinkView,
} from '@marketplace/domain';
import { useApiQuery } from '../../shared/api/http';
import {
  bilingual,
  dateOrNull,
  number,
  oneOf,
  text,
  textOrNull,
  writtenByTheApiOnly,
  type Raw,
} from '../../shared/firebase/documentFields';
import { useLiveDoc } from '../../shared/firebase/useLiveQuery';

/**
 * The checkout pages' data: the booking paid (its customer reads `bookings/{id}` live, so the
 * page turns "paid" as soon as the api settles it), the payer's country (`users/{uid}`, their
 * own), and a payment link's public view from the api. Reads: 2 documents for a booking's
 * checkout, one api call for a link's.
 */

/** What the booking's checkout shows and needs of `bookings/{id}`. */
export type CheckoutBooking = Pick<
  BookingDocument<Date | null>,
  | 'customerId'
  | 'providerName'
  | 'serviceTitle'
  | 'day'
  | 'time'
  | 'timeZone'
  | 'durationMinutes'
  | 'priceFCFA'
  | 'status'
  | 'paymentStatus'
  | 'paymentId'
  | 'paymentMethod'
  | 'paidAt'
> & { id: string };

export const checkoutBookingConverter: FirestoreDataConverter<CheckoutBooking, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      customerId: text(data.customerId, 'customerId'),
      providerName: text(data.providerName, 'providerName'),
      serviceTitle: bilingual(data.serviceTitle, 'serviceTitle'),
      day: text(data.day, 'day'),
      time: text(data.time, 'time'),
      timeZone: text(data.timeZone, 'timeZone'),
      durationMinutes: number(data.durationMinutes, 'durationMinutes'),
      priceFCFA: number(data.priceFCFA, 'priceFCFA'),
      status: oneOf(BOOKING_STATUSES, data.status, 'status'),
      // Bookings made before payments existed have no attempt yet: pending.
      paymentStatus: oneOf(
        ['pending', 'success', 'failed'] as const,
        data.paymentStatus ?? 'pending',
        'paymentStatus',
      ),
      paymentId: textOrNull(data.paymentId, 'paymentId'),
      paymentMethod: textOrNull(data.paymentMethod, 'paymentMethod'),
      paidAt: dateOrNull(data.paidAt, 'paidAt'),
    };
  },
};

/** The booking, live; `id` null waits (signed out). */
export function useCheckoutBooking(id: string | null) {
  return useLiveDoc(id && `bookings:${id}:checkout`, ({ fs, db }) =>
    fs.doc(db, 'bookings', id ?? '').withConverter(checkoutBookingConverter),
  );
}

const countryOf = (value: unknown): CountryCode | null =>
  COUNTRY_CODES.find((code) => code === value) ?? null;

/** `users/{uid}`: only the country of the payer's profile (null when they gave none). */
const profileCountryConverter: FirestoreDataConverter<CountryCode | null, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => countryOf(snapshot.data().country),
};

/** The signed-in payer's profile country; `uid` null waits. */
export function useProfileCountry(uid: string | null) {
  return useLiveDoc(uid && `users:${uid}:country`, ({ fs, db }) =>
    fs.doc(db, 'users', uid ?? '').withConverter(profileCountryConverter),
  );
}

/** The country whose zone a booking is on (each country of the platform has one zone). */
export function countryOfTimeZone(timeZone: string): CountryCode | null {
  return COUNTRY_CODES.find((code) => COUNTRY_TIME_ZONES[code] === timeZone) ?? null;
}

/** `GET /api/payment-links/:token` (public): always read fresh, a link may just have been paid. */
export function usePaymentLink(token: string) {
  return useApiQuery<PaymentLinkView>([PAYMENT_API.link(token)], { staleTime: 0 });
}
