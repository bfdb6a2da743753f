import {
  addDays,
  contractSignedContent,
  QUOTE_LIMITS,
  type ContractDocument,
  type QuoteCandidate,
  type QuoteRequestDocument,
  type QuoteRequestInput,
  type QuoteResponseDocument,
} from '@marketplace/domain';
import { createHash } from 'node:crypto';
import { plusDays } from '../../lib/clock';

/**
 * The documents of a request, its responses and its contract, built from plain values (no
 * Firestore), so that their shape is unit-tested. `Time` is what the caller stores instants
 * as (Firestore Timestamps in the api).
 */

/** What the api reads of `providers/{uid}` to send a request and show a quote. */
export interface ProviderSummary extends QuoteCandidate {
  name: string;
}

/** `providers/{uid}` as stored → the summary (missing fields: unrated, unverified). */
export function providerSummary(id: string, data: Record<string, unknown>): ProviderSummary {
  const geo = data.geo as { lat?: unknown; lng?: unknown } | undefined;
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    id,
    name: typeof data.displayName === 'string' ? data.displayName : '',
    verified: data.verified === true,
    rating: number(data.rating),
    reviewCount: number(data.reviewCount),
    city: typeof data.city === 'string' ? data.city : '',
    geo:
      typeof geo?.lat === 'number' && typeof geo.lng === 'number'
        ? { lat: geo.lat, lng: geo.lng }
        : null,
  };
}

export interface NewRequest<Time> {
  input: QuoteRequestInput;
  customerId: string;
  customerName: string;
  serviceTitle: QuoteRequestDocument['serviceTitle'];
  language: QuoteRequestDocument['language'];
  recipients: readonly ProviderSummary[];
  now: Date;
  time: (at: Date) => Time;
}

/** `quotes/{id}`: pending, expiring `requestLifetimeDays` after creation. */
export function requestDocument<Time>(request: NewRequest<Time>): QuoteRequestDocument<Time> {
  const { input, now, time } = request;
  return {
    customerId: request.customerId,
    customerName: request.customerName,
    providerId: input.providerId,
    serviceId: input.providerId ? input.serviceId : null,
    serviceTitle: request.serviceTitle,
    category: input.category,
    description: input.description,
    urgency: input.urgency,
    budgetFCFA: input.budgetFCFA,
    location: input.location,
    preferredDate: input.preferredDate,
    contactMethod: input.contactMethod,
    additionalInfo: input.additionalInfo,
    photoIds: input.photoIds,
    language: request.language,
    status: 'pending',
    recipientIds: request.recipients.map((provider) => provider.id),
    quoteCount: 0,
    acceptedProviderId: null,
    contractId: null,
    cancelReason: null,
    cancelledBy: null,
    createdAt: time(now),
    updatedAt: time(now),
    expiresAt: time(plusDays(now, QUOTE_LIMITS.requestLifetimeDays)),
  };
}

/** `quotes/{id}/responses/{providerId}`: the request reached this provider (`requested`). */
export function responseDocument<Time>(
  quoteId: string,
  request: NewRequest<Time>,
  provider: ProviderSummary,
): QuoteResponseDocument<Time> {
  const { input, now, time } = request;
  return {
    quoteId,
    customerId: request.customerId,
    providerId: provider.id,
    providerName: provider.name,
    providerRating: provider.rating,
    providerReviewCount: provider.reviewCount,
    providerVerified: provider.verified,
    request: {
      category: input.category,
      serviceTitle: request.serviceTitle,
      description: input.description,
      urgency: input.urgency,
      budgetFCFA: input.budgetFCFA,
      city: input.location.city,
      preferredDate: input.preferredDate,
      customerName: request.customerName,
    },
    status: 'requested',
    lineItems: [],
    totalFCFA: null,
    durationMinutes: null,
    earliestStart: null,
    validUntil: null,
    message: '',
    revision: 0,
    declineReason: null,
    seenAt: null,
    respondedAt: null,
    createdAt: time(now),
    updatedAt: time(now),
  };
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * A duration in minutes as contract text, in symbols both languages read the same way
 * ("2 h 30 min", "45 min", "72 h"): the provider rewrites it in words when drafting.
 */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The last day of work starting on `startDate` and lasting `minutes` (a same-day job ends that day). */
export function endDateOf(startDate: string, minutes: number): string {
  return addDays(startDate, Math.max(0, Math.ceil(minutes / MINUTES_PER_DAY) - 1));
}

/** SHA-256 (hex) of what a signature covers (domain `contractSignedContent`). */
export function termsHashOf(contract: Parameters<typeof contractSignedContent>[0]): string {
  return createHash('sha256').update(contractSignedContent(contract)).digest('hex');
}

/**
 * `contracts/{quoteId}` from the accepted quote: the parties, the priced lines, and the terms
 * the quote determines (duration, start and end dates). The other terms are left for the
 * provider to draft (`termsDrafted: false`): no boilerplate is invented in either language.
 */
export function contractDocument<Time>(
  quoteId: string,
  request: QuoteRequestDocument<unknown>,
  response: QuoteResponseDocument<unknown>,
  at: Time,
): ContractDocument<Time> {
  const minutes = response.durationMinutes ?? 0;
  const startDate = response.earliestStart ?? '';
  const base = {
    quoteId,
    customerId: request.customerId,
    providerId: response.providerId,
    lineItems: response.lineItems,
    totalFCFA: response.totalFCFA ?? 0,
    termsVersion: 1,
    terms: {
      duration: minutes > 0 ? durationText(minutes) : '',
      startDate,
      endDate: startDate ? endDateOf(startDate, minutes) : '',
      paymentTerms: '',
      deliverables: '',
      responsibilities: '',
      penalties: '',
      terminationClause: '',
    },
  };
  return {
    ...base,
    customerName: request.customerName,
    providerName: response.providerName,
    category: request.category,
    serviceTitle: request.serviceTitle,
    description: request.description,
    location: request.location,
    termsDrafted: false,
    termsHash: termsHashOf(base),
    signatures: { customer: null, provider: null },
    changeRequest: null,
    status: 'pending',
    cancelReason: null,
    cancelledBy: null,
    createdAt: at,
    updatedAt: at,
  };
}
