import {
  bookingPrice,
  zonedInstant,
  type BookingDocument,
  type BookingInput,
} from '@marketplace/domain';
import type { BookableProvider, BookableService } from './provider';

/**
 * The instants of a slot chosen on the provider's wall clock: `day` at `time` in `timeZone`,
 * and its end `durationMinutes` later.
 */
export function slotInstants(day: string, time: string, timeZone: string, durationMinutes: number) {
  const startAt = zonedInstant(day, time, timeZone);
  return { startAt, endAt: new Date(startAt.getTime() + durationMinutes * 60_000) };
}

export interface NewBooking<Time> {
  input: BookingInput;
  customerId: string;
  customerName: string;
  provider: BookableProvider;
  service: BookableService;
  now: Date;
  time: (at: Date) => Time;
}

/**
 * `bookings/{requestId}`, `pending`, from plain values (unit-tested without Firestore): the
 * provider's wall clock and zone, the instants, the price of the service for the duration,
 * and every later step's fields empty.
 */
export function bookingDocument<Time>(booking: NewBooking<Time>): BookingDocument<Time> {
  const { input, provider, service, now, time } = booking;
  const { startAt, endAt } = slotInstants(
    input.day,
    input.time,
    provider.timeZone,
    input.durationMinutes,
  );
  const price = bookingPrice(service, input.durationMinutes);
  // bookableService refuses a service priced on quote, the only one without a price.
  if (!price) throw new Error(`Service ${service.id} has no price`);
  return {
    customerId: booking.customerId,
    customerName: booking.customerName,
    providerId: provider.id,
    providerName: provider.name,
    serviceId: service.id,
    serviceType: service.category,
    serviceTitle: service.title,
    day: input.day,
    time: input.time,
    timeZone: provider.timeZone,
    startAt: time(startAt),
    endAt: time(endAt),
    durationMinutes: input.durationMinutes,
    notes: input.notes,
    ...price,
    status: 'pending',
    paymentStatus: 'pending',
    autoCompleteAt: null,
    problem: null,
    needsAttention: false,
    cancelReason: null,
    cancelledBy: null,
    completedBy: null,
    adminNote: null,
    confirmedAt: null,
    completedAt: null,
    cancelledAt: null,
    reviewed: false,
    createdAt: time(now),
    updatedAt: time(now),
  };
}
