import { EMULATOR_PORTS, firebaseSetup } from './config';

/**
 * Public lists (categories, popular providers, testimonials) read over Firestore's REST API:
 * one `fetch`, instead of the Firestore SDK (about 165 KB of script and its offline database),
 * so a first visit of the home page downloads no SDK at all (issue 11). The security rules
 * apply as to any signed-out client. The last answer is kept in localStorage, so the lists
 * show at once on the next visit and offline.
 */
export interface PublicQuery {
  collection: string;
  /** Equality filters, ANDed. */
  where: [field: string, value: string | number | boolean][];
  orderBy: [field: string, direction: 'asc' | 'desc'][];
  limit: number;
  /** Only these fields (a projection), when the documents carry large ones the page never shows. */
  select?: string[];
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
export function decodeValue(value: RestValue): unknown {
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

function encodeValue(value: string | number | boolean): RestValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

/** The `runQuery` request body of a query. */
export function structuredQuery({ collection, where, orderBy, limit, select }: PublicQuery) {
  const filters = where.map(([field, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: encodeValue(value) },
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

const setup = firebaseSetup(import.meta.env);

function runQueryUrl(): string {
  const { projectId, apiKey } = setup.options;
  const path = `/v1/projects/${projectId}/databases/(default)/documents:runQuery`;
  if (setup.useEmulators) {
    // Same host as the page, like the SDK (a phone on the LAN reaches the dev machine).
    return `http://${window.location.hostname}:${EMULATOR_PORTS.firestore}${path}`;
  }
  return `https://firestore.googleapis.com${path}?key=${encodeURIComponent(apiKey ?? '')}`;
}

/** Under the emulators, REST reads count in the read meter like the SDK's (readMeter.ts). */
function meterReads(documents: number) {
  if (!setup.useEmulators) return;
  const meter = (window.__firestoreReads ??= { total: 0 });
  meter.total += Math.max(1, documents);
}

export async function runPublicQuery(query: PublicQuery): Promise<PublicDocument[]> {
  const response = await fetch(runQueryUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(structuredQuery(query)),
  });
  if (!response.ok) throw new Error(`runQuery answered ${response.status}`);
  const documents = decodeRunQuery(await response.json());
  meterReads(documents.length);
  return documents;
}
