import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import {
  PAYABLE_METHODS,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_STATUSES,
  PAYMENT_TARGET_KINDS,
} from '@marketplace/domain';
import {
  date,
  dateOrNull,
  number,
  oneOf,
  oneOfOrNull,
  text,
  textOrNull,
  writtenByTheApiOnly,
  type Raw,
} from '../../shared/firebase/documentFields';
import type { AdminPayment, AdminPaymentEvent } from './model';

/**
 * Payments and their events are written by functions only: the converters check the fields
 * the page shows, without zod (a malformed document is left out of the list).
 */

const EVENT_TYPES = [
  'initiated',
  'status',
  'webhook',
  'webhook_duplicate',
  'reconciled',
  'confirmed',
] as const satisfies readonly AdminPaymentEvent['type'][];

export const adminPaymentConverter: FirestoreDataConverter<AdminPayment, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      cursor: snapshot,
      reference: text(data.reference, 'reference'),
      target: oneOf(PAYMENT_TARGET_KINDS, data.target, 'target'),
      bookingId: textOrNull(data.bookingId, 'bookingId'),
      payerName: textOrNull(data.payerName, 'payerName'),
      description: text(data.description, 'description'),
      method: oneOf(PAYABLE_METHODS, data.method, 'method'),
      operator: text(data.operator, 'operator'),
      amountFCFA: number(data.amountFCFA, 'amountFCFA'),
      priceFCFA: number(data.priceFCFA, 'priceFCFA'),
      feesFCFA: number(data.feesFCFA, 'feesFCFA'),
      status: oneOf(PAYMENT_STATUSES, data.status, 'status'),
      failureReason: oneOfOrNull(PAYMENT_FAILURE_REASONS, data.failureReason, 'failureReason'),
      createdAt: date(data.createdAt, 'createdAt'),
      settledAt: dateOrNull(data.settledAt, 'settledAt'),
    };
  },
};

export const adminPaymentEventConverter: FirestoreDataConverter<AdminPaymentEvent, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      id: snapshot.id,
      type: oneOf(EVENT_TYPES, data.type, 'type'),
      status: oneOf(PAYMENT_STATUSES, data.status, 'status'),
      eventId: textOrNull(data.eventId, 'eventId'),
      detail: textOrNull(data.detail, 'detail'),
      at: date(data.at, 'at'),
    };
  },
};
