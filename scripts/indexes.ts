/**
 * Regenerates the provider indexes of firestore.indexes.json: one composite index per query
 * shape the provider search can produce (domain allProviderSearchStates → providerQueryPlan →
 * providerIndexFields; a distance search runs the same filters on each geohash range, ordered by
 * geo.geohash), plus the other queries' indexes listed below. Indexes of other collections are
 * kept as they are. Run it after changing the search: `node --import tsx scripts/indexes.ts`
 * (`--check` only reports whether the file is up to date). scripts/indexes.test.ts fails when
 * the file and the search drift apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  allProviderSearchStates,
  providerIndexFields,
  providerQueryPlan,
  type IndexField,
} from '../domain/src';
import { ROOT } from './lib/run';

export interface IndexDefinition {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export interface IndexFile {
  indexes: IndexDefinition[];
  fieldOverrides: unknown[];
}

export const INDEX_FILE = join(ROOT, 'firestore.indexes.json');

const collectionIndex = (collectionGroup: string, fields: IndexField[]): IndexDefinition => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields,
});
/** An index for a query over every collection of that name (collectionGroup in the SDK). */
const groupIndex = (collectionGroup: string, fields: IndexField[]): IndexDefinition => ({
  collectionGroup,
  queryScope: 'COLLECTION_GROUP',
  fields,
});
const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });

/** Provider queries outside the search. */
export const OTHER_PROVIDER_INDEXES: IndexDefinition[] = [
  // Home: popular providers (web/src/features/providers/api.ts popularProvidersQuery).
  collectionIndex('providers', [asc('verified'), desc('rating')]),
];

/** Indexes of other collections that the app's queries need (added when missing). */
export const REQUIRED_INDEXES: IndexDefinition[] = [
  // Provider page: visible reviews (the rules require hidden == false) newest first, and the
  // count of each rating; the ratings and providerStats triggers aggregate the same reviews.
  collectionIndex('reviews', [asc('providerId'), asc('hidden'), desc('createdAt')]),
  collectionIndex('reviews', [asc('providerId'), asc('hidden'), asc('rating')]),
  // Home testimonials: visible five-star reviews, newest first.
  collectionIndex('reviews', [asc('rating'), asc('hidden'), desc('createdAt')]),
  // Review moderation (admin): every review newest first (single field), or the hidden ones.
  collectionIndex('reviews', [asc('hidden'), desc('createdAt')]),
  // My bookings (customer): upcoming (status in [pending, confirmed]) soonest first, past
  // (status in [completed, cancelled]) latest first.
  collectionIndex('bookings', [asc('customerId'), asc('status'), asc('startAt')]),
  collectionIndex('bookings', [asc('customerId'), asc('status'), desc('startAt')]),
  // The provider's bookings: requests, upcoming and the week calendar (a range on startAt)
  // soonest first, past latest first. The free-slot query of the api (status in [pending,
  // confirmed] and a range on startAt) uses the ascending one too.
  collectionIndex('bookings', [asc('providerId'), asc('status'), asc('startAt')]),
  collectionIndex('bookings', [asc('providerId'), asc('status'), desc('startAt')]),
  // Reported bookings (admin): needsAttention == true, latest change first.
  collectionIndex('bookings', [asc('needsAttention'), desc('updatedAt')]),
  // Auto-complete sweep: confirmed bookings past their autoCompleteAt.
  collectionIndex('bookings', [asc('status'), asc('autoCompleteAt')]),
  // providerStats trigger: a week's and a month's revenue (completed, a range on completedAt),
  // and a service's completed bookings.
  collectionIndex('bookings', [asc('providerId'), asc('status'), asc('completedAt')]),
  collectionIndex('bookings', [asc('providerId'), asc('serviceId'), asc('status')]),
  // providerStats trigger: a month's visible reviews (a range on createdAt).
  collectionIndex('reviews', [asc('providerId'), asc('hidden'), asc('createdAt')]),
  // My quotes: the customer's requests, newest first.
  collectionIndex('quotes', [asc('customerId'), desc('createdAt')]),
  // Quote management (admin): every combination of the status, category and city filters.
  collectionIndex('quotes', [asc('status'), desc('createdAt')]),
  collectionIndex('quotes', [asc('category'), desc('createdAt')]),
  collectionIndex('quotes', [asc('location.city'), desc('createdAt')]),
  collectionIndex('quotes', [asc('status'), asc('category'), desc('createdAt')]),
  collectionIndex('quotes', [asc('status'), asc('location.city'), desc('createdAt')]),
  collectionIndex('quotes', [asc('category'), asc('location.city'), desc('createdAt')]),
  collectionIndex('quotes', [
    asc('status'),
    asc('category'),
    asc('location.city'),
    desc('createdAt'),
  ]),
  // Expiry job: open requests past their expiresAt (status in [pending, responded]).
  collectionIndex('quotes', [asc('status'), asc('expiresAt')]),
  // Provider inbox: a collection-group query over every request's responses, one tab
  // (status in […]) or all, newest first; the tab counts filter without ordering.
  groupIndex('responses', [asc('providerId'), asc('status'), desc('createdAt')]),
  groupIndex('responses', [asc('providerId'), desc('createdAt')]),
  groupIndex('responses', [asc('providerId'), asc('status')]),
  // Expiry job: open quotes past their validUntil (status in [sent, revised]), every request.
  groupIndex('responses', [asc('status'), asc('validUntil')]),
  // Sales dashboard (providerStats trigger): the quotes a provider priced, whatever became of them.
  groupIndex('responses', [asc('providerId'), asc('respondedAt')]),
  // Messages page: the caller's conversations (the rules require participants array-contains
  // uid), latest message first.
  collectionIndex('conversations', [contains('participants'), desc('updatedAt')]),
  // Unread trigger: a conversation's messages from the other participant after their readAt.
  collectionIndex('messages', [asc('senderId'), asc('createdAt')]),
  // Notification timers' hourly sweep: confirmed bookings starting within the reminder window,
  // completed ones not reviewed past the review-request delay, active contracts by start day.
  collectionIndex('bookings', [asc('status'), asc('startAt')]),
  collectionIndex('bookings', [asc('status'), asc('reviewed'), asc('completedAt')]),
  collectionIndex('contracts', [asc('status'), asc('terms.startDate')]),
  // Payments list (admin, web/src/features/payment-admin): newest first, filtered by a status
  // (one, or a group: status in […]), a method, both, and a createdAt range (same field as
  // the order, so no more fields); unfiltered it is a single-field order.
  collectionIndex('payments', [asc('status'), desc('createdAt')]),
  collectionIndex('payments', [asc('method'), desc('createdAt')]),
  collectionIndex('payments', [asc('status'), asc('method'), desc('createdAt')]),
  // A payer's payments, newest first (the rules require payerId == uid).
  collectionIndex('payments', [asc('payerId'), desc('createdAt')]),
  // Sales dashboard (providerStats trigger): a month's successful payments to a provider (a
  // range on settledAt).
  collectionIndex('payments', [asc('providerId'), asc('status'), asc('settledAt')]),
  // The reconciliation sweep: open attempts whose window has ended.
  collectionIndex('payments', [asc('status'), asc('expiresAt')]),
  // A creator's payment links, newest first (web/src/features/payment-links; the rules
  // require creatorId == uid).
  collectionIndex('paymentLinks', [asc('creatorId'), desc('createdAt')]),
];

const indexKey = (index: IndexDefinition) =>
  JSON.stringify([index.collectionGroup, index.queryScope, index.fields]);

function unique(indexes: IndexDefinition[]): IndexDefinition[] {
  const seen = new Map<string, IndexDefinition>();
  for (const index of indexes) if (!seen.has(indexKey(index))) seen.set(indexKey(index), index);
  return [...seen.values()];
}

/** One index per query shape of the provider search, in a stable order. */
export function providerSearchIndexes(): IndexDefinition[] {
  const indexes = allProviderSearchStates()
    .map((state) => providerIndexFields(providerQueryPlan(state)))
    .filter((fields): fields is IndexField[] => fields !== null)
    .map((fields) => collectionIndex('providers', fields));
  return unique(indexes).sort((a, b) => indexKey(a).localeCompare(indexKey(b)));
}

/**
 * The index file with its provider indexes regenerated: other collections' indexes first, in
 * their order (plus REQUIRED_INDEXES when missing), then the other provider queries', then the
 * search's. Field overrides are kept.
 */
export function regenerateIndexes(file: IndexFile): IndexFile {
  const others = file.indexes.filter((index) => index.collectionGroup !== 'providers');
  return {
    indexes: unique([
      ...others,
      ...REQUIRED_INDEXES,
      ...OTHER_PROVIDER_INDEXES,
      ...providerSearchIndexes(),
    ]).map(({ collectionGroup, queryScope, fields }) => ({ collectionGroup, queryScope, fields })),
    fieldOverrides: file.fieldOverrides,
  };
}

export function readIndexFile(path = INDEX_FILE): IndexFile {
  return JSON.parse(readFileSync(path, 'utf8')) as IndexFile;
}

async function main() {
  const current = readIndexFile();
  const next = regenerateIndexes(current);
  const { format, resolveConfig } = await import('prettier');
  // One line per index field, as the file has always been written.
  const json = JSON.stringify(next, null, 2).replace(
    /\{\s+("fieldPath": "[^"]+"),\s+("(?:order|arrayConfig)": "[A-Z]+")\s+\}/g,
    '{ $1, $2 }',
  );
  const text = await format(json, {
    ...(await resolveConfig(INDEX_FILE)),
    filepath: INDEX_FILE,
  });
  const upToDate = text === readFileSync(INDEX_FILE, 'utf8');
  if (process.argv.includes('--check')) {
    console.log(
      upToDate ? 'firestore.indexes.json is up to date' : 'firestore.indexes.json is stale',
    );
    process.exitCode = upToDate ? 0 : 1;
    return;
  }
  if (!upToDate) writeFileSync(INDEX_FILE, text);
  const providers = next.indexes.filter((index) => index.collectionGroup === 'providers').length;
  console.log(
    `firestore.indexes.json: ${next.indexes.length} composite indexes (${providers} on providers)` +
      (upToDate ? ', unchanged' : ', written'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
