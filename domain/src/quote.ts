import { z } from 'zod';
import { categorySlugSchema } from './categories';
import { VALIDATION } from './constants';
import { LANGUAGES } from './i18n';
import {
  CONTACT_METHODS,
  CONTRACT_LIMITS,
  QUOTE_LIMITS,
  URGENCIES,
  type ContractStatus,
  type QuoteResponseStatus,
  type QuoteStatus,
} from './quote-constants';

/**
 * Quotes and contracts (issue 12, DESIGN §2–§3): the bodies of the api's quote and contract
 * endpoints, checked by the web before sending and by the function on arrival. Messages are
 * i18n keys (`validation.*`); `tooShort`/`tooLong` issues carry `minimum`/`maximum`.
 */

const requiredText = (max: number) =>
  z.string().trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, VALIDATION.tooLong);

/** A Firebase uid (or any document id we create): no `/`, bounded. */
export const documentIdSchema = z
  .string()
  .min(1, VALIDATION.required)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, VALIDATION.required);

/** A client-made id (20 letters and digits, like Firestore's): a retry reuses it. */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/);

/** Whole FCFA, more than zero. */
const amountFCFA = (max: number) =>
  z
    .number({ error: VALIDATION.positiveAmount })
    .int(VALIDATION.positiveAmount)
    .positive(VALIDATION.positiveAmount)
    .max(max, VALIDATION.positiveAmount);

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day `YYYY-MM-DD` that exists. */
export const daySchema = z
  .string({ error: VALIDATION.invalidDate })
  .regex(DAY, VALIDATION.invalidDate)
  // Runs even when the pattern failed (zod reports every issue): an unparsable day is no date.
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    },
    { message: VALIDATION.invalidDate },
  );

/** A day that is `today` or later (`today` comes from the caller's clock). */
const dayFrom = (today: string) =>
  daySchema.refine((day) => day >= today, { message: VALIDATION.dateInPast });

export const quoteLocationSchema = z.object({
  city: requiredText(QUOTE_LIMITS.city),
  address: requiredText(QUOTE_LIMITS.address),
});

/** A stored photo of a request: the id `POST /api/quotes/photos` answered. */
export const photoIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/);

/**
 * `POST /api/quotes`: a request for quotes. `providerId` (and optionally `serviceId`) aims it at
 * one provider; without, a function picks at most 5 matching providers. `requestId` is made by
 * the client once per draft: sending it twice creates one request.
 */
export const quoteRequestInputSchema = (today: string) =>
  z.object({
    requestId: clientIdSchema,
    category: categorySlugSchema.min(1, VALIDATION.required),
    providerId: documentIdSchema.nullable().default(null),
    serviceId: documentIdSchema.nullable().default(null),
    description: z
      .string()
      .trim()
      .min(QUOTE_LIMITS.descriptionMin, VALIDATION.tooShort)
      .max(QUOTE_LIMITS.description, VALIDATION.tooLong),
    urgency: z.enum(URGENCIES, { error: VALIDATION.required }),
    budgetFCFA: amountFCFA(QUOTE_LIMITS.budgetFCFA).nullable().default(null),
    location: quoteLocationSchema,
    preferredDate: dayFrom(today).nullable().default(null),
    contactMethod: z.enum(CONTACT_METHODS, { error: VALIDATION.required }),
    additionalInfo: optionalText(QUOTE_LIMITS.additionalInfo).default(''),
    photoIds: z.array(photoIdSchema).max(QUOTE_LIMITS.photos, VALIDATION.tooMany).default([]),
    /** The page's language: what providers' messages and the contract default to. */
    language: z.enum(LANGUAGES).optional(),
  });
export type QuoteRequestInput = z.infer<ReturnType<typeof quoteRequestInputSchema>>;

export const quoteLineItemSchema = z.object({
  label: requiredText(QUOTE_LIMITS.lineLabel),
  quantity: z
    .number({ error: VALIDATION.positiveAmount })
    .int(VALIDATION.positiveAmount)
    .positive(VALIDATION.positiveAmount)
    .max(QUOTE_LIMITS.quantity, VALIDATION.positiveAmount),
  unitPriceFCFA: amountFCFA(QUOTE_LIMITS.unitPriceFCFA),
});
export type QuoteLineItem = z.infer<typeof quoteLineItemSchema>;

/** `PUT /api/quotes/{id}/response`: the provider's quote, sent or revised. */
export const quoteResponseInputSchema = (today: string) =>
  z
    .object({
      lineItems: z
        .array(quoteLineItemSchema)
        .min(1, VALIDATION.required)
        .max(QUOTE_LIMITS.lineItems, VALIDATION.tooMany),
      durationMinutes: z
        .number({ error: VALIDATION.positiveAmount })
        .int(VALIDATION.positiveAmount)
        .positive(VALIDATION.positiveAmount)
        .max(QUOTE_LIMITS.durationMinutes, VALIDATION.positiveAmount),
      earliestStart: dayFrom(today),
      validityDays: z
        .number({ error: VALIDATION.positiveAmount })
        .int(VALIDATION.positiveAmount)
        .min(1, VALIDATION.positiveAmount)
        .max(QUOTE_LIMITS.validityDaysMax, VALIDATION.positiveAmount)
        .default(QUOTE_LIMITS.validityDaysDefault),
      message: optionalText(QUOTE_LIMITS.message).default(''),
    })
    .refine(
      ({ lineItems }) =>
        lineItems.reduce((sum, line) => sum + line.quantity * line.unitPriceFCFA, 0) <=
        QUOTE_LIMITS.totalFCFA,
      { message: VALIDATION.positiveAmount, path: ['lineItems'] },
    );
export type QuoteResponseInput = z.infer<ReturnType<typeof quoteResponseInputSchema>>;

/** A reason that must be given (a provider declining, an admin cancelling). */
export const requiredReasonSchema = z.object({ reason: requiredText(QUOTE_LIMITS.reason) });
/** A reason the customer may give when cancelling their request. */
export const optionalReasonSchema = z.object({
  reason: optionalText(QUOTE_LIMITS.reason).default(''),
});
/** `POST /api/quotes/{id}/accept`: the provider whose quote the customer accepts. */
export const acceptQuoteSchema = z.object({ providerId: documentIdSchema });

/** The terms of a contract the provider drafts (spec §3 "Contract"). */
export const contractTermsSchema = z
  .object({
    duration: requiredText(CONTRACT_LIMITS.duration),
    startDate: daySchema,
    endDate: daySchema,
    paymentTerms: requiredText(CONTRACT_LIMITS.paymentTerms),
    deliverables: requiredText(CONTRACT_LIMITS.deliverables),
    responsibilities: requiredText(CONTRACT_LIMITS.responsibilities),
    penalties: optionalText(CONTRACT_LIMITS.penalties),
    terminationClause: requiredText(CONTRACT_LIMITS.terminationClause),
  })
  .refine(({ startDate, endDate }) => endDate >= startDate, {
    message: VALIDATION.invalidDateRange,
    path: ['endDate'],
  });
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const contractSignSchema = z.object({
  name: requiredText(CONTRACT_LIMITS.signatureName),
  /** The hash of the terms the signer read: a signature never covers terms they did not see. */
  termsHash: z.string().regex(/^[0-9a-f]{64}$/),
});
export const contractChangeRequestSchema = z.object({
  message: requiredText(CONTRACT_LIMITS.changeRequest),
});
export const contractCancelSchema = z.object({ reason: requiredText(CONTRACT_LIMITS.reason) });

// ---- The stored documents (written by the api only; read by the parties under the rules) ----

/** `quotes/{id}`: a customer's request. Timestamps are Firestore Timestamps when stored. */
export interface QuoteRequestDocument<Time = unknown> {
  customerId: string;
  /** The customer's first name, for the providers' inbox. */
  customerName: string;
  /** The provider it was aimed at, or null for an open request. */
  providerId: string | null;
  serviceId: string | null;
  /** The aimed service's title when there is one (`{fr, en?}`), else null. */
  serviceTitle: { fr: string; en?: string } | null;
  category: string;
  description: string;
  urgency: QuoteRequestInput['urgency'];
  budgetFCFA: number | null;
  location: { city: string; address: string };
  preferredDate: string | null;
  contactMethod: QuoteRequestInput['contactMethod'];
  additionalInfo: string;
  photoIds: string[];
  /** The customer's language: what the providers' notifications and the PDF default to. */
  language: 'fr' | 'en';
  status: QuoteStatus;
  /** Who received it (chosen by the api), each with a `responses/{providerId}` document. */
  recipientIds: string[];
  /** Priced quotes received so far. */
  quoteCount: number;
  acceptedProviderId: string | null;
  contractId: string | null;
  cancelReason: string | null;
  cancelledBy: 'customer' | 'admin' | null;
  createdAt: Time;
  updatedAt: Time;
  /** 14 days after creation unless accepted before. */
  expiresAt: Time;
}

/**
 * `quotes/{id}/responses/{providerId}`: one recipient's side of a request. It repeats what the
 * provider's inbox and the customer's comparison show (a summary of the request, the
 * provider's name, rating and badge at the time of quoting), so each list is one query.
 */
export interface QuoteResponseDocument<Time = unknown> {
  quoteId: string;
  customerId: string;
  providerId: string;
  providerName: string;
  providerRating: number;
  providerReviewCount: number;
  providerVerified: boolean;
  request: {
    category: string;
    serviceTitle: { fr: string; en?: string } | null;
    description: string;
    urgency: QuoteRequestInput['urgency'];
    budgetFCFA: number | null;
    city: string;
    preferredDate: string | null;
    customerName: string;
  };
  status: QuoteResponseStatus;
  lineItems: QuoteLineItem[];
  totalFCFA: number | null;
  durationMinutes: number | null;
  earliestStart: string | null;
  validUntil: Time | null;
  message: string;
  /** How many times the quote was revised after it was first sent. */
  revision: number;
  declineReason: string | null;
  /** When the customer first saw this quote (shown to the provider: "vu le …"). */
  seenAt: Time | null;
  respondedAt: Time | null;
  createdAt: Time;
  updatedAt: Time;
}

export interface ContractSignature<Time = unknown> {
  name: string;
  signedAt: Time;
  termsHash: string;
}

/** `contracts/{quoteId}`: drafted from the accepted quote, one per request. */
export interface ContractDocument<Time = unknown> {
  quoteId: string;
  customerId: string;
  providerId: string;
  customerName: string;
  providerName: string;
  category: string;
  serviceTitle: { fr: string; en?: string } | null;
  description: string;
  location: { city: string; address: string };
  lineItems: QuoteLineItem[];
  totalFCFA: number;
  terms: ContractTerms;
  /** Whether the provider has drafted the terms (prefilled ones are a proposal). */
  termsDrafted: boolean;
  /** +1 at every change of terms; a change voids both signatures. */
  termsVersion: number;
  termsHash: string;
  signatures: {
    customer: ContractSignature<Time> | null;
    provider: ContractSignature<Time> | null;
  };
  changeRequest: { message: string; at: Time } | null;
  status: ContractStatus;
  cancelReason: string | null;
  cancelledBy: 'customer' | 'provider' | null;
  createdAt: Time;
  updatedAt: Time;
}

/**
 * What a signature covers, as one string: the parties, the priced lines and every term, in a
 * fixed order. Its SHA-256 (hex) is `termsHash`; any edit changes it and voids the signatures.
 */
export function contractSignedContent(
  contract: Pick<
    ContractDocument,
    'quoteId' | 'customerId' | 'providerId' | 'lineItems' | 'totalFCFA' | 'terms' | 'termsVersion'
  >,
): string {
  const { terms } = contract;
  return JSON.stringify([
    contract.quoteId,
    contract.customerId,
    contract.providerId,
    contract.termsVersion,
    contract.lineItems.map((line) => [line.label, line.quantity, line.unitPriceFCFA]),
    contract.totalFCFA,
    [
      terms.duration,
      terms.startDate,
      terms.endDate,
      terms.paymentTerms,
      terms.deliverables,
      terms.responsibilities,
      terms.penalties,
      terms.terminationClause,
    ],
  ]);
}
