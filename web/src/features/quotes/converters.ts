import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import {
  CONTACT_METHODS,
  QUOTE_RESPONSE_STATUSES,
  QUOTE_STATUSES,
  URGENCIES,
  type QuoteLineItem,
  type QuoteRequestDocument,
  type QuoteResponseDocument,
} from '@marketplace/domain';

/**
 * The feature's Firestore converters. The documents are written by the api alone (the rules
 * refuse every client write), so reading checks only what the pages rely on: a document
 * without a known status is malformed (an error, or left out of a list); other fields fall
 * back to empty values. Timestamps become Dates. Zod-free, so nothing heavy loads with them.
 */

export type QuoteRequest = QuoteRequestDocument<Date | null> & { id: string };
export type QuoteResponse = QuoteResponseDocument<Date | null> & { id: string };

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** A Firestore Timestamp (anything with `toDate`) as a Date; null when absent. */
export function dateOf(value: unknown): Date | null {
  if (isRecord(value) && typeof value.toDate === 'function') {
    const date: unknown = (value.toDate as () => unknown)();
    return date instanceof Date ? date : null;
  }
  return null;
}

function localizedOrNull(value: unknown): { fr: string; en?: string } | null {
  if (!isRecord(value) || typeof value.fr !== 'string') return null;
  return typeof value.en === 'string' ? { fr: value.fr, en: value.en } : { fr: value.fr };
}

function lineItemsOf(value: unknown): QuoteLineItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((line) => ({
    label: text(line.label),
    quantity: count(line.quantity),
    unitPriceFCFA: count(line.unitPriceFCFA),
  }));
}

function statusOf<T extends string>(values: readonly T[], data: Data, id: string): T {
  if (typeof data.status === 'string' && (values as readonly string[]).includes(data.status)) {
    return data.status as T;
  }
  throw new Error(`Malformed document ${id}: unknown status`);
}

const readOnly = (): never => {
  throw new Error('Quotes are written by the api only');
};

/** `quotes/{id}`. */
export const quoteRequestConverter: FirestoreDataConverter<QuoteRequest> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => {
    const data: Data = snapshot.data();
    const location = isRecord(data.location) ? data.location : {};
    return {
      id: snapshot.id,
      customerId: text(data.customerId),
      customerName: text(data.customerName),
      providerId: textOrNull(data.providerId),
      serviceId: textOrNull(data.serviceId),
      serviceTitle: localizedOrNull(data.serviceTitle),
      category: text(data.category),
      description: text(data.description),
      urgency: oneOf(URGENCIES, data.urgency, 'medium'),
      budgetFCFA: numberOrNull(data.budgetFCFA),
      location: { city: text(location.city), address: text(location.address) },
      preferredDate: textOrNull(data.preferredDate),
      contactMethod: oneOf(CONTACT_METHODS, data.contactMethod, 'phone'),
      additionalInfo: text(data.additionalInfo),
      photoIds: texts(data.photoIds),
      language: data.language === 'en' ? 'en' : 'fr',
      status: statusOf(QUOTE_STATUSES, data, snapshot.id),
      recipientIds: texts(data.recipientIds),
      quoteCount: count(data.quoteCount),
      acceptedProviderId: textOrNull(data.acceptedProviderId),
      contractId: textOrNull(data.contractId),
      cancelReason: textOrNull(data.cancelReason),
      cancelledBy:
        data.cancelledBy === 'customer' || data.cancelledBy === 'admin' ? data.cancelledBy : null,
      createdAt: dateOf(data.createdAt),
      updatedAt: dateOf(data.updatedAt),
      expiresAt: dateOf(data.expiresAt),
    };
  },
};

/** `quotes/{id}/responses/{providerId}`. */
export const quoteResponseConverter: FirestoreDataConverter<QuoteResponse> = {
  toFirestore: readOnly,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => {
    const data: Data = snapshot.data();
    const request = isRecord(data.request) ? data.request : {};
    return {
      id: snapshot.id,
      quoteId: text(data.quoteId),
      customerId: text(data.customerId),
      providerId: text(data.providerId) || snapshot.id,
      providerName: text(data.providerName),
      providerRating: count(data.providerRating),
      providerReviewCount: count(data.providerReviewCount),
      providerVerified: data.providerVerified === true,
      request: {
        category: text(request.category),
        serviceTitle: localizedOrNull(request.serviceTitle),
        description: text(request.description),
        urgency: oneOf(URGENCIES, request.urgency, 'medium'),
        budgetFCFA: numberOrNull(request.budgetFCFA),
        city: text(request.city),
        preferredDate: textOrNull(request.preferredDate),
        customerName: text(request.customerName),
      },
      status: statusOf(QUOTE_RESPONSE_STATUSES, data, snapshot.id),
      lineItems: lineItemsOf(data.lineItems),
      totalFCFA: numberOrNull(data.totalFCFA),
      durationMinutes: numberOrNull(data.durationMinutes),
      earliestStart: textOrNull(data.earliestStart),
      validUntil: dateOf(data.validUntil),
      message: text(data.message),
      revision: count(data.revision),
      declineReason: textOrNull(data.declineReason),
      seenAt: dateOf(data.seenAt),
      respondedAt: dateOf(data.respondedAt),
      createdAt: dateOf(data.createdAt),
      updatedAt: dateOf(data.updatedAt),
    };
  },
};

/** A provider's service offered as the subject of a request (`providers/{id}/services`). */
export interface ServiceChoice {
  id: string;
  title: { fr: string; en?: string };
  category: string;
}

export function serviceChoiceOf({ id, data }: { id: string; data: Data }): ServiceChoice {
  return { id, title: localizedOrNull(data.title) ?? { fr: id }, category: text(data.category) };
}

/** The name a request aimed at a provider shows (`providers/{id}.displayName`). */
export function providerNameOf({ data }: { data: Data }): string {
  return text(data.displayName);
}
