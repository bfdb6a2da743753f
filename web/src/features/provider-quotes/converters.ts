import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import {
  CONTACT_METHODS,
  QUOTE_RESPONSE_STATUSES,
  QUOTE_STATUSES,
  URGENCIES,
  type QuoteLineItem,
} from '@marketplace/domain';
import {
  MalformedDocument,
  isRecord,
  text,
  textOrNull,
  number,
  numberOrNull,
  dateOrNull,
  oneOf,
  bilingualOrNull,
  writtenByTheApiOnly,
} from '../../shared/firebase/documentFields';
import type { InboxItem, QuoteRequest } from './model';

/**
 * Only the `api` function writes these documents; the converters still check each field they
 * show, without zod (the inbox is the provider's first screen): a malformed document throws,
 * and the list leaves it out instead of showing `undefined`.
 */

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
    serviceTitle: bilingualOrNull(value.serviceTitle, 'request.serviceTitle'),
    description: text(value.description, 'request.description'),
    urgency: oneOf(URGENCIES, value.urgency, 'request.urgency'),
    budgetFCFA: numberOrNull(value.budgetFCFA, 'request.budgetFCFA'),
    city: text(value.city, 'request.city'),
    preferredDate: textOrNull(value.preferredDate, 'request.preferredDate'),
    customerName: text(value.customerName, 'request.customerName'),
  };
}

/** `quotes/{id}/responses/{providerId}`, as the inbox lists it. */
export const inboxItemConverter: FirestoreDataConverter<InboxItem, DocumentData> = {
  toFirestore: writtenByTheApiOnly,
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
  toFirestore: writtenByTheApiOnly,
  fromFirestore: (snapshot) => {
    const data: Record<string, unknown> = snapshot.data();
    const location = isRecord(data.location) ? data.location : {};
    const photoIds = Array.isArray(data.photoIds) ? data.photoIds : [];
    return {
      id: snapshot.id,
      customerName: text(data.customerName, 'customerName'),
      category: text(data.category, 'category'),
      serviceTitle: bilingualOrNull(data.serviceTitle, 'serviceTitle'),
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
