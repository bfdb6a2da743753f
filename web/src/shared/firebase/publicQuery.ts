import { EMULATOR_PORTS, firebaseSetup } from './config';

/**
 * Public lists (categories, popular providers, testimonials) read over Firestore's REST API:
 * one `fetch`, instead of the Firestore SDK (about 165 KB of script and its offline database),
 * so a first visit of the home page downloads no SDK at all (issue 11). The security rules
 * apply as to any signed-out client. The last answer is kept in localStorage, so the lists
 * show at once on the next visit and offline.
 */
/** A filter's operator, as the Firestore SDK names them. */
export type PublicFilterOp = '==' | '>=' | '<=' | 'array-contains';

/** A cursor value: a field's value, a timestamp, or a document (for `__name__`) by its path. */
export type CursorValue =
  string | number | boolean | null | { timestamp: string } | { document: string };

/** Where a query starts or ends: values of its order fields, in order. */
export interface QueryCursor {
  values: CursorValue[];
  /** Before the position (startAt / endBefore) rather than after it (startAfter / endAt). */
  before: boolean;
}

export interface PublicQuery {
  /** A subcollection's parent document (`providers/p1`); the root when absent. */
  parent?: string;
  collection: string;
  /** Filters, ANDed. */
  where: [field: string, op: PublicFilterOp, value: CursorValue][];
  orderBy: [field: string, direction: 'asc' | 'desc'][];
  limit: number;
  /** Only these fields (a projection), when the documents carry large ones the page never shows. */
  select?: string[];
  startAt?: QueryCursor;
  endAt?: QueryCursor;
}

export interface PublicDocument {
  id: string;
  data: Record<string, unknown>;
}

/** A Firestore timestamp read over REST, with the SDK Timestamp's `toDate()`. */
export interface RestTimestamp {
  toDate(): Date;
}

type RestValue = Record<string, unknown>;

/** Firestore's REST value encoding → plain JavaScript (timestamps keep a `toDate()`). */
function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) {
    const date = new Date(String(value.timestampValue));
    return { toDate: () => date } satisfies RestTimestamp;
  }
  if ('mapValue' in value) {
    return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  }
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(decodeValue);
  }
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('referenceValue' in value) return value.referenceValue;
  return undefined;
}

function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([name, value]) => [name, decodeValue(value)]),
  );
}

const REST_OPERATORS: Record<PublicFilterOp, string> = {
  '==': 'EQUAL',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '<=': 'LESS_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
};

const setup = firebaseSetup(import.meta.env);
const DATABASE = `projects/${setup.options.projectId}/databases/(default)`;

function encodeValue(value: CursorValue): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'object') {
    return 'document' in value
      ? { referenceValue: `${DATABASE}/documents/${value.document}` }
      : { timestampValue: value.timestamp };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

const encodeCursor = ({ values, before }: QueryCursor) => ({
  values: values.map(encodeValue),
  before,
});

/** The `runQuery` request body of a query. */
export function structuredQuery(query: PublicQuery) {
  const { collection, where, orderBy, limit, select, startAt, endAt } = query;
  const filters = where.map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: REST_OPERATORS[op], value: encodeValue(value) },
  }));
  return {
    structuredQuery: {
      ...(select ? { select: { fields: select.map((field) => ({ fieldPath: field })) } } : {}),
      from: [{ collectionId: collection }],
      ...(filters.length === 1 ? { where: filters[0] } : {}),
      ...(filters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
      orderBy: orderBy.map(([field, direction]) => ({
        field: { fieldPath: field },
        direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
      })),
      ...(startAt ? { startAt: encodeCursor(startAt) } : {}),
      ...(endAt ? { endAt: encodeCursor(endAt) } : {}),
      limit,
    },
  };
}

/** `runQuery`'s answer: one entry per document (an entry without one when none matched). */
export function decodeRunQuery(answer: unknown): PublicDocument[] {
  if (!Array.isArray(answer)) throw new Error('Unexpected runQuery answer');
  return answer.flatMap(
    (entry: { document?: { name: string; fields?: Record<string, RestValue> } }) =>
      entry.document
        ? [
            {
              id: entry.document.name.split('/').pop() ?? '',
              data: decodeFields(entry.document.fields),
            },
          ]
        : [],
  );
}

/** `documents:runQuery`, or `documents/<path>` with `params`, on the emulator or the service. */
function restUrl(documentPath: string, params = new URLSearchParams()): string {
  const path = `/v1/${DATABASE}/${documentPath}`;
  if (setup.useEmulators) {
    // Same host as the page, like the SDK (a phone on the LAN reaches the dev machine); the
    // server drawing a page (web/src/server) runs beside the emulators.
    const host = typeof window === 'undefined' ? '127.0.0.1' : window.location.hostname;
    const query = params.size ? `?${params}` : '';
    return `http://${host}:${EMULATOR_PORTS.firestore}${path}${query}`;
  }
  params.set('key', setup.options.apiKey ?? '');
  return `https://firestore.googleapis.com${path}?${params}`;
}

/** Under the emulators, REST reads count in the read meter like the SDK's (readMeter.ts). */
function meterReads(documents: number) {
  if (!setup.useEmulators || typeof window === 'undefined') return;
  const meter = (window.__firestoreReads ??= { total: 0 });
  meter.total += Math.max(1, documents);
}

/** Where a query's method is: `documents:runQuery`, `documents/providers/p1:runQuery`. */
const queryPath = (parent: string | undefined, method: string) =>
  `documents${parent ? `/${parent}` : ''}:${method}`;

/** `body`: the query's structured form as JSON (also the key of an answer started ahead). */
async function fetchRunQuery(parent: string | undefined, body: string): Promise<PublicDocument[]> {
  const response = await fetch(restUrl(queryPath(parent, 'runQuery')), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  if (!response.ok) throw new Error(`runQuery answered ${response.status}`);
  const documents = decodeRunQuery(await response.json());
  meterReads(documents.length);
  return documents;
}

/** How long an answer started ahead waits for its page; then the page reads afresh. */
export const PREFETCH_WAIT_MS = 10_000;

/** Answers started ahead of their page (prefetchPublicQuery), by request; each taken once. */
const prefetched = new Map<string, Promise<PublicDocument[]>>();
const requestBody = (query: PublicQuery) => JSON.stringify(structuredQuery(query));
const requestKey = (parent: string | undefined, body: string) => `${parent ?? ''} ${body}`;

/**
 * Starts a query that a page about to be drawn will run, so that its answer travels while the
 * page's script still downloads (the app calls it from the route, before React draws). The
 * page's own `runPublicQuery` of the same query takes this answer instead of asking again.
 */
export function prefetchPublicQuery(query: PublicQuery): void {
  const body = requestBody(query);
  const key = requestKey(query.parent, body);
  if (prefetched.has(key)) return;
  const answer = fetchRunQuery(query.parent, body);
  prefetched.set(key, answer);
  // A failure is the page's to meet, when it takes the answer; untaken, it is dropped.
  answer.catch(() => undefined);
  setTimeout(() => {
    if (prefetched.get(key) === answer) prefetched.delete(key);
  }, PREFETCH_WAIT_MS);
}

export async function runPublicQuery(query: PublicQuery): Promise<PublicDocument[]> {
  const body = requestBody(query);
  const key = requestKey(query.parent, body);
  const ahead = prefetched.get(key);
  if (!ahead) return fetchRunQuery(query.parent, body);
  prefetched.delete(key);
  return ahead;
}

/**
 * One document (`providers/p1`) as a list of one, or none when it does not exist (a query by
 * name: a missing document is an empty answer, not a 404 that the browser reports as an
 * error); `select` limits the answer to those fields.
 */
export function readPublicDocument(path: string, select?: string[]): Promise<PublicDocument[]> {
  return runPublicQuery(publicDocumentQuery(path, select));
}

/** The query by name that `readPublicDocument` runs. */
export function publicDocumentQuery(path: string, select?: string[]): PublicQuery {
  const parts = path.split('/');
  return {
    ...(parts.length > 2 ? { parent: parts.slice(0, -2).join('/') } : {}),
    collection: parts.at(-2) ?? '',
    where: [['__name__', '==', { document: path }]],
    orderBy: [],
    limit: 1,
    ...(select ? { select } : {}),
  };
}
