import type { FirestoreDataConverter } from 'firebase/firestore';
import {
  CONTRACT_STATUSES,
  type ContractDocument,
  type ContractSignature,
  type ContractStatus,
} from '@marketplace/domain';
import { timestampToDate } from '../../shared/firebase/timestampToDate';
import type { Contract } from './model';

/**
 * `contracts/{id}` is written by the api only, so the converter checks the shape the page
 * relies on instead of every limit; a document that lacks it is refused (the page then says
 * it cannot show it) rather than drawn half empty. Loaded with the data (dynamic `import()`).
 */

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(record: Raw, key: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Error(`contract: ${key} is not a string`);
  return value;
}

function whole(record: Raw, key: string): number {
  const value = record[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`contract: ${key} is not a number`);
  }
  return value;
}

const localized = (value: unknown) =>
  isRecord(value) && typeof value.fr === 'string'
    ? { fr: value.fr, ...(typeof value.en === 'string' ? { en: value.en } : {}) }
    : null;

function signatureOf(value: unknown): ContractSignature<Date | null> | null {
  if (!isRecord(value)) return null;
  return {
    name: text(value, 'name'),
    signedAt: timestampToDate(value.signedAt),
    termsHash: text(value, 'termsHash'),
  };
}

function statusOf(value: unknown): ContractStatus {
  const status = CONTRACT_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`contract: unknown status ${String(value)}`);
  return status;
}

const party = (value: unknown) => (value === 'customer' || value === 'provider' ? value : null);

export function contractFromData(id: string, data: Raw): Contract {
  const terms = isRecord(data.terms) ? data.terms : {};
  const location = isRecord(data.location) ? data.location : {};
  const signatures = isRecord(data.signatures) ? data.signatures : {};
  const changeRequest = isRecord(data.changeRequest) ? data.changeRequest : null;
  const lines = Array.isArray(data.lineItems) ? data.lineItems.filter(isRecord) : [];
  return {
    id,
    quoteId: text(data, 'quoteId'),
    customerId: text(data, 'customerId'),
    providerId: text(data, 'providerId'),
    customerName: text(data, 'customerName'),
    providerName: text(data, 'providerName'),
    category: text(data, 'category'),
    serviceTitle: localized(data.serviceTitle),
    description: typeof data.description === 'string' ? data.description : '',
    location: {
      city: typeof location.city === 'string' ? location.city : '',
      address: typeof location.address === 'string' ? location.address : '',
    },
    lineItems: lines.map((line) => ({
      label: text(line, 'label'),
      quantity: whole(line, 'quantity'),
      unitPriceFCFA: whole(line, 'unitPriceFCFA'),
    })),
    totalFCFA: whole(data, 'totalFCFA'),
    terms: {
      duration: text(terms, 'duration'),
      startDate: text(terms, 'startDate'),
      endDate: text(terms, 'endDate'),
      paymentTerms: text(terms, 'paymentTerms'),
      deliverables: text(terms, 'deliverables'),
      responsibilities: text(terms, 'responsibilities'),
      penalties: text(terms, 'penalties'),
      terminationClause: text(terms, 'terminationClause'),
    },
    termsDrafted: data.termsDrafted === true,
    termsVersion: whole(data, 'termsVersion'),
    termsHash: text(data, 'termsHash'),
    signatures: {
      customer: signatureOf(signatures.customer),
      provider: signatureOf(signatures.provider),
    },
    changeRequest:
      changeRequest && typeof changeRequest.message === 'string'
        ? { message: changeRequest.message, at: timestampToDate(changeRequest.at) }
        : null,
    status: statusOf(data.status),
    cancelReason: typeof data.cancelReason === 'string' ? data.cancelReason : null,
    cancelledBy: party(data.cancelledBy),
    createdAt: timestampToDate(data.createdAt),
    updatedAt: timestampToDate(data.updatedAt),
  };
}

/** Read-only: the api writes contracts, never the page. */
export const contractConverter: FirestoreDataConverter<Contract, ContractDocument> = {
  toFirestore: () => {
    throw new Error('Contracts are written by the api only');
  },
  fromFirestore: (snapshot) => contractFromData(snapshot.id, snapshot.data()),
};
