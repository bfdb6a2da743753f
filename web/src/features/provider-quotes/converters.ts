import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import {
  CONTACT_METHODS,
  QUOTE_RESPONSE_STATUSES,
  QUOTE_STATUSES,
  URGENCIES,
  type QuoteLineItem,
} from '@marketplace/domain';
import { timestampToDate } from '../../shared/firebase/timestampToDate';
import type { InboxItem, QuoteRequest } from './model';

/**
 * Only the `api` function writes these documents; the converters still check each field they
 * show, without zod (the inbox is the provider's first screen): a malformed document throws,
 * and the list leaves it out instead of showing `undefined`.
 */

class MalformedDocument extends Error {
  constructor(field: string) {
    super(`Malformed field: ${field}`);
    this.name = 'MalformedDocument';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new MalformedDocument(field);
  return value;
}

const textOrNull = (value: unknown, field: string) =>
  value === null || value === undefined ? null : text(value, field);

function numberOrNull(value: unknown, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new MalformedDocument(field);
  return value;
}

function number(value: unknown, field: string): number {
  const found = numberOrNull(value, field);
  if (found === null) throw new MalformedDocument(field);
  return found;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, field: string): T {
  if (!values.includes(value as T)) throw new MalformedDocument(field);
  return value as T;
}

/** A Firestore Timestamp as a Date; null when absent. */
function dateOrNull(value: unknown, field: string): Date | null {
  if (value === null || value === undefined) return null;
  const date = timestampToDate(value);
  if (!date) throw new MalformedDocument(field);
  return date;
}

function titleOrNull(value: unknown, field: string): { fr: string; en?: string } | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw new MalformedDocument(field);
  const en = textOrNull(value.en, `${field}.en`);
  return en ? { fr: text(value.fr, `${field}.fr`), en } : { fr: text(value.fr, `${field}.fr`) };
}

function lineItemsOf(value: unknown): QuoteLineItem[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new MalformedDocument('lineItems');
  return value.map((line: unknown, index) => {
    const path = `lineItems.${index}`;
    if (!isRecord(line)) throw new MalformedDocument(path);
    return {
      label: text(line.label, `${path}.label`),
      quantity: number(line.quantity, `${path}.quantity`),
      unitPriceFCFA: number(line.unitPriceFCFA, `${path}.unitPriceFCFA`),
    };
  });
}

function summaryOf(value: unknown): InboxItem['request'] {
  if (!isRecord(value)) throw new MalformedDocument('request');
  return {
    category: text(value.category, 'request.category'),
    serviceTitle: titleOrNull(value.serviceTitle, 'request.serviceTitle'),
    description: text(value.description, 'request.description'),
    urgency: oneOf(URGENCIES, value.urgency, 'request.urgency'),
    budgetFCFA: numberOrNull(value.budgetFCFA, 'request.budgetFCFA'),
    city: text(value.city, 'request.city'),
    preferredDate: textOrNull(value.preferredDate, 'request.preferredDate'),
    customerName: text(value.customerName, 'request.customerName'),
  };
}

const readOnly = (): never => {
  throw new Error('Quotes are written by the api function only');
};

/** `quotes/{id}/responses/{providerId}`, as the inbox lists it. */
export const inboxItemConverter: FirestoreDataConverter<InboxItem, DocumentData> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot) => {
    const data: Record<string, unknown> = snapshot.data();
    const createdAt = dateOrNull(data.createdAt, 'createdAt');
    if (!createdAt) throw new MalformedDocument('createdAt');
    return {
      quoteId: text(data.quoteId, 'quoteId'),
      status: oneOf(QUOTE_RESPONSE_STATUSES, data.status, 'status'),
      request: summaryOf(data.request),
      lineItems: lineItemsOf(data.lineItems),
      totalFCFA: numberOrNull(data.totalFCFA, 'totalFCFA'),
      durationMinutes: numberOrNull(data.durationMinutes, 'durationMinutes'),
      earliestStart: textOrNull(data.earliestStart, 'earliestStart'),
      validUntil: dateOrNull(data.validUntil, 'validUntil'),
      message: textOrNull(data.message, 'message') ?? '',
      revision: numberOrNull(data.revision, 'revision') ?? 0,
      declineReason: textOrNull(data.declineReason, 'declineReason'),
      seenAt: dateOrNull(data.seenAt, 'seenAt'),
      createdAt,
      cursor: snapshot,
    };
  },
};

/** `quotes/{id}`: the request in full, for a recipient who opens it. */
export const quoteRequestConverter: FirestoreDataConverter<QuoteRequest, DocumentData> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot) => {
    const data: Record<string, unknown> = snapshot.data();
    const location = isRecord(data.location) ? data.location : {};
    const photoIds = Array.isArray(data.photoIds) ? data.photoIds : [];
    return {
      id: snapshot.id,
      customerName: text(data.customerName, 'customerName'),
      category: text(data.category, 'category'),
      serviceTitle: titleOrNull(data.serviceTitle, 'serviceTitle'),
      description: text(data.description, 'description'),
      urgency: oneOf(URGENCIES, data.urgency, 'urgency'),
      budgetFCFA: numberOrNull(data.budgetFCFA, 'budgetFCFA'),
      location: {
        city: text(location.city, 'location.city'),
        address: textOrNull(location.address, 'location.address') ?? '',
      },
      preferredDate: textOrNull(data.preferredDate, 'preferredDate'),
      contactMethod: oneOf(CONTACT_METHODS, data.contactMethod, 'contactMethod'),
      additionalInfo: textOrNull(data.additionalInfo, 'additionalInfo') ?? '',
      photoIds: photoIds.map((id, index) => text(id, `photoIds.${index}`)),
      status: oneOf(QUOTE_STATUSES, data.status, 'status'),
    };
  },
};
