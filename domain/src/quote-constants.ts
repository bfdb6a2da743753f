// Quotes and contracts (issue 12): the constants and state machines, zod-free so that pages
// can offer the right actions without loading the schemas.

export const URGENCIES = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const CONTACT_METHODS = ['phone', 'email', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const QUOTE_LIMITS = {
  descriptionMin: 10,
  description: 2000,
  additionalInfo: 1000,
  city: 80,
  address: 200,
  budgetFCFA: 100_000_000,
  photos: 5,
  /** Per photo, before re-encoding. */
  photoBytes: 5 * 1024 * 1024,
  /** An open request reaches at most this many providers (DESIGN §3). */
  recipients: 5,
  /** A request with no accepted quote expires after this many days. */
  requestLifetimeDays: 14,
  validityDaysDefault: 7,
  validityDaysMax: 90,
  lineItems: 20,
  lineLabel: 120,
  quantity: 10_000,
  unitPriceFCFA: 100_000_000,
  totalFCFA: 1_000_000_000,
  /** A year of work, in minutes. */
  durationMinutes: 60 * 24 * 365,
  message: 2000,
  reason: 500,
  /** Every list of quotes pages by this many documents. */
  pageSize: 20,
  /** Open requests go to providers within this distance of the job's city, nearest first. */
  matchRadiusKm: 50,
} as const;

export const CONTRACT_LIMITS = {
  duration: 200,
  paymentTerms: 2000,
  deliverables: 4000,
  responsibilities: 4000,
  penalties: 2000,
  terminationClause: 2000,
  signatureName: 120,
  changeRequest: 2000,
  reason: 500,
} as const;

/** The request a customer sends (`quotes/{id}.status`). */
export const QUOTE_STATUSES = ['pending', 'responded', 'accepted', 'cancelled', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * One provider's answer (`quotes/{id}/responses/{providerId}.status`). `requested`: the request
 * reached this provider, who has not answered; `closed`: the request ended (accepted elsewhere,
 * cancelled) before this provider answered.
 */
export const QUOTE_RESPONSE_STATUSES = [
  'requested',
  'sent',
  'revised',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'closed',
] as const;
export type QuoteResponseStatus = (typeof QUOTE_RESPONSE_STATUSES)[number];

export const CONTRACT_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Who moves a document from one state to another; `timer` is a server job. */
export type Actor = 'customer' | 'provider' | 'admin' | 'timer';

export interface Transition<S extends string> {
  action: string;
  actor: Actor;
  from: readonly S[];
  to: S;
}

/** DESIGN §3, quote request. `respond` is the first priced quote reaching the request. */
export const QUOTE_TRANSITIONS = [
  { action: 'respond', actor: 'provider', from: ['pending'], to: 'responded' },
  { action: 'accept', actor: 'customer', from: ['responded'], to: 'accepted' },
  { action: 'cancel', actor: 'customer', from: ['pending', 'responded'], to: 'cancelled' },
  { action: 'cancel', actor: 'admin', from: ['pending', 'responded'], to: 'cancelled' },
  { action: 'expire', actor: 'timer', from: ['pending', 'responded'], to: 'expired' },
] as const satisfies readonly Transition<QuoteStatus>[];

/**
 * DESIGN §3, a provider's quote. The customer's `accept` of one quote `decline`s every other
 * open one and `close`s the unanswered ones, in the same transaction; a cancelled request
 * closes them all; an expired request expires them.
 */
export const QUOTE_RESPONSE_TRANSITIONS = [
  { action: 'send', actor: 'provider', from: ['requested'], to: 'sent' },
  { action: 'revise', actor: 'provider', from: ['sent', 'revised'], to: 'revised' },
  { action: 'decline', actor: 'provider', from: ['requested'], to: 'declined' },
  { action: 'withdraw', actor: 'provider', from: ['sent', 'revised'], to: 'withdrawn' },
  { action: 'accept', actor: 'customer', from: ['sent', 'revised'], to: 'accepted' },
  { action: 'decline', actor: 'customer', from: ['sent', 'revised'], to: 'declined' },
  { action: 'close', actor: 'customer', from: ['requested'], to: 'closed' },
  { action: 'close', actor: 'admin', from: ['requested', 'sent', 'revised'], to: 'closed' },
  { action: 'expire', actor: 'timer', from: ['requested', 'sent', 'revised'], to: 'expired' },
] as const satisfies readonly Transition<QuoteResponseStatus>[];

/**
 * DESIGN §3, contract. Terms change only while `pending`, and a change voids both signatures
 * (each covers a hash of the exact terms); the second signature makes it `active`.
 */
export const CONTRACT_TRANSITIONS = [
  { action: 'activate', actor: 'customer', from: ['pending'], to: 'active' },
  { action: 'activate', actor: 'provider', from: ['pending'], to: 'active' },
  { action: 'complete', actor: 'customer', from: ['active'], to: 'completed' },
  { action: 'complete', actor: 'provider', from: ['active'], to: 'completed' },
  { action: 'cancel', actor: 'customer', from: ['pending', 'active'], to: 'cancelled' },
  { action: 'cancel', actor: 'provider', from: ['pending', 'active'], to: 'cancelled' },
] as const satisfies readonly Transition<ContractStatus>[];

/** The state `action` by `actor` leads to from `from`, or null when it is not allowed. */
export function nextState<S extends string>(
  machine: readonly Transition<S>[],
  from: S,
  action: string,
  actor: Actor,
): S | null {
  const found = machine.find(
    (transition) =>
      transition.action === action && transition.actor === actor && transition.from.includes(from),
  );
  return found ? found.to : null;
}

/** The actions `actor` may take from `from` (what a page offers). */
export function actionsFrom<S extends string>(
  machine: readonly Transition<S>[],
  from: S,
  actor: Actor,
): string[] {
  return machine
    .filter((transition) => transition.actor === actor && transition.from.includes(from))
    .map((transition) => transition.action);
}

/** The provider inbox's tabs (issue 12 §3), by the status of the provider's response. */
export const PROVIDER_INBOX_TABS = {
  new: ['requested'],
  answered: ['sent', 'revised'],
  won: ['accepted'],
  lost: ['declined', 'withdrawn', 'closed'],
  expired: ['expired'],
} as const satisfies Record<string, readonly QuoteResponseStatus[]>;
export type ProviderInboxTab = keyof typeof PROVIDER_INBOX_TABS;

/** Statuses of a response that carry a price the customer can compare. */
export const PRICED_RESPONSE_STATUSES = [
  'sent',
  'revised',
  'accepted',
  'declined',
] as const satisfies readonly QuoteResponseStatus[];

/** Statuses of a response the provider may still change or the customer may still accept. */
export const OPEN_RESPONSE_STATUSES = ['sent', 'revised'] as const;

/** `YYYY-MM-DD` of an instant, in UTC (the platform's calendar day for dates without time). */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The day `days` after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** Sum of the line items, in whole FCFA. */
export const quoteTotal = (lines: readonly { quantity: number; unitPriceFCFA: number }[]) =>
  lines.reduce((total, line) => total + line.quantity * line.unitPriceFCFA, 0);

/** API paths (the `api` function, behind Hosting's `/api/**` rewrite). */
export const QUOTE_API = {
  create: '/api/quotes',
  photos: '/api/quotes/photos',
  photo: (quoteId: string, photoId: string) => `/api/quotes/${quoteId}/photos/${photoId}`,
  cancel: (quoteId: string) => `/api/quotes/${quoteId}/cancel`,
  seen: (quoteId: string) => `/api/quotes/${quoteId}/seen`,
  accept: (quoteId: string) => `/api/quotes/${quoteId}/accept`,
  respond: (quoteId: string) => `/api/quotes/${quoteId}/response`,
  decline: (quoteId: string) => `/api/quotes/${quoteId}/response/decline`,
  withdraw: (quoteId: string) => `/api/quotes/${quoteId}/response/withdraw`,
  adminCancel: (quoteId: string) => `/api/admin/quotes/${quoteId}/cancel`,
} as const;

export const CONTRACT_API = {
  terms: (contractId: string) => `/api/contracts/${contractId}/terms`,
  changeRequest: (contractId: string) => `/api/contracts/${contractId}/change-request`,
  sign: (contractId: string) => `/api/contracts/${contractId}/sign`,
  complete: (contractId: string) => `/api/contracts/${contractId}/complete`,
  cancel: (contractId: string) => `/api/contracts/${contractId}/cancel`,
} as const;

/** Error codes of the quote and contract endpoints (`{error:{code}}`), translated by the web. */
export const QUOTE_ERRORS = {
  emailNotVerified: 'email_not_verified',
  notFound: 'not_found',
  forbidden: 'forbidden',
  invalidTransition: 'invalid_transition',
  notARecipient: 'not_a_recipient',
  ownRequest: 'own_request',
  noProviders: 'no_matching_providers',
  tooManyPhotos: 'too_many_files',
  fileTooLarge: 'file_too_large',
  invalidFileType: 'invalid_file_type',
  signatureMismatch: 'signature_mismatch',
} as const;
