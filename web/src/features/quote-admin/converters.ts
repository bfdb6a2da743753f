import type { FirestoreDataConverter } from 'firebase/firestore';
import {
  CONTACT_METHODS,
  QUOTE_RESPONSE_STATUSES,
  QUOTE_STATUSES,
  URGENCIES,
} from '@marketplace/domain';
import { timestampToDate } from '../../shared/firebase/timestampToDate';
import type { AdminQuote, AdminQuoteResponse } from './model';

/**
 * Quote documents are written by the api only: the converters check the shape the admin page
 * relies on (a malformed one is left out of the list with a warning by `useLiveQuery`).
 * Loaded with the data (dynamic `import()`).
 */

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(record: Raw, key: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Error(`quote: ${key} is not a string`);
  return value;
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);
const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function oneOf<T extends string>(known: readonly T[], value: unknown, field: string): T {
  const found = known.find((item) => item === value);
  if (!found) throw new Error(`quote: unknown ${field} ${String(value)}`);
  return found;
}

const localized = (value: unknown) =>
  isRecord(value) && typeof value.fr === 'string'
    ? { fr: value.fr, ...(typeof value.en === 'string' ? { en: value.en } : {}) }
    : null;

export const adminQuoteConverter: FirestoreDataConverter<AdminQuote> = {
  toFirestore: () => {
    throw new Error('Quotes are written by the api only');
  },
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    const location = isRecord(data.location) ? data.location : {};
    return {
      id: snapshot.id,
      cursor: snapshot,
      customerId: text(data, 'customerId'),
      customerName: text(data, 'customerName'),
      providerId: optionalText(data.providerId),
      serviceId: optionalText(data.serviceId),
      serviceTitle: localized(data.serviceTitle),
      category: text(data, 'category'),
      description: text(data, 'description'),
      urgency: oneOf(URGENCIES, data.urgency, 'urgency'),
      budgetFCFA: typeof data.budgetFCFA === 'number' ? data.budgetFCFA : null,
      location: { city: text(location, 'city'), address: text(location, 'address') },
      preferredDate: optionalText(data.preferredDate),
      contactMethod: oneOf(CONTACT_METHODS, data.contactMethod, 'contact method'),
      additionalInfo: optionalText(data.additionalInfo) ?? '',
      photoIds: strings(data.photoIds),
      language: data.language === 'en' ? 'en' : 'fr',
      status: oneOf(QUOTE_STATUSES, data.status, 'status'),
      recipientIds: strings(data.recipientIds),
      quoteCount: count(data.quoteCount),
      acceptedProviderId: optionalText(data.acceptedProviderId),
      contractId: optionalText(data.contractId),
      cancelReason: optionalText(data.cancelReason),
      cancelledBy:
        data.cancelledBy === 'customer' || data.cancelledBy === 'admin' ? data.cancelledBy : null,
      createdAt: timestampToDate(data.createdAt),
      updatedAt: timestampToDate(data.updatedAt),
      expiresAt: timestampToDate(data.expiresAt),
    };
  },
};

export const adminResponseConverter: FirestoreDataConverter<AdminQuoteResponse> = {
  toFirestore: () => {
    throw new Error('Responses are written by the api only');
  },
  fromFirestore: (snapshot) => {
    const data: Raw = snapshot.data();
    return {
      providerId: snapshot.id,
      providerName: text(data, 'providerName'),
      status: oneOf(QUOTE_RESPONSE_STATUSES, data.status, 'response status'),
      totalFCFA: typeof data.totalFCFA === 'number' ? data.totalFCFA : null,
      respondedAt: timestampToDate(data.respondedAt),
    };
  },
};
