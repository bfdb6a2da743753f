import { FieldPath, type Firestore } from 'firebase-admin/firestore';

/**
 * The users area's search (issue 16 §4) over `users/{uid}` as it is, with no extra field: an
 * email prefix (Firebase stores emails lower-cased, and so does the account document), or a
 * name, whose case is the user's own ("Awa", "KONÉ", "jean-pierre"), so it is looked up as typed,
 * lower-cased, capitalised and upper-cased (accents must be typed: "kone" does not find "Koné"). Each of these is one range query ("sources"), read one after the
 * other; a user found by an earlier source is skipped by the later ones, so a page never shows
 * anyone twice. The cursor says which source and where in it the next page starts.
 */

export type SearchField = 'email' | 'firstName' | 'lastName';

export interface SearchSource {
  field: SearchField;
  /** The range `[prefix, prefix + '\uf8ff')` of `field`. */
  prefix: string;
  /** What a document of that range must also hold (the whole name typed, any case). */
  accepts: (data: UserData) => boolean;
}

export type UserData = Record<string, unknown>;

/** After document `id` (whose field holds `value`) of source `source`; id '' is its start. */
export interface Position {
  source: number;
  value: string;
  id: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const lower = (value: string) => value.toLocaleLowerCase('fr');

/** Upper-cases the first letter of each part of a name: "jean-pierre n'dri" → "Jean-Pierre N'Dri". */
export const capitalise = (name: string) =>
  lower(name).replace(
    /(^|[\s'’-])(\p{L})/gu,
    (_match, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('fr')}`,
  );

const spellings = (word: string) => [
  ...new Set([word, lower(word), capitalise(word), word.toLocaleUpperCase('fr')]),
];

/** The sources of a search text (already trimmed); everyone by email when it is empty. */
export function searchSources(query: string): SearchSource[] {
  const wanted = lower(query);
  const email: SearchSource = {
    field: 'email',
    prefix: wanted,
    accepts: (data) => lower(text(data.email)).startsWith(wanted),
  };
  if (query === '' || query.includes('@')) return [email];

  const [first = ''] = query.split(/\s+/);
  const named = (data: UserData) => {
    const firstName = lower(text(data.firstName));
    return (
      firstName.startsWith(wanted) ||
      `${firstName} ${lower(text(data.lastName))}`.startsWith(wanted)
    );
  };
  const sources: SearchSource[] = [];
  if (!/\s/.test(query)) sources.push(email);
  for (const prefix of spellings(first))
    sources.push({ field: 'firstName', prefix, accepts: named });
  if (!/\s/.test(query)) {
    for (const prefix of spellings(query)) {
      sources.push({
        field: 'lastName',
        prefix,
        accepts: (data) => lower(text(data.lastName)).startsWith(wanted),
      });
    }
  }
  return sources;
}

/** Whether `source`'s query returns this document (its range, then its extra condition). */
export const yields = (source: SearchSource, data: UserData) =>
  text(data[source.field]).startsWith(source.prefix) && source.accepts(data);

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.source, position.value, position.id])).toString(
    'base64url',
  );
}

/** The position of a cursor, or null when it is not one of ours. */
export function decodeCursor(cursor: string): Position | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [source, value, id] = parsed as unknown[];
    if (!Number.isInteger(source) || (source as number) < 0) return null;
    if (typeof value !== 'string' || typeof id !== 'string') return null;
    return { source: source as number, value, id };
  } catch {
    return null;
  }
}

export interface FoundUser {
  id: string;
  data: UserData;
}

/** One batch of a source's range, in (field, id) order, after `after` when given. */
export type ReadBatch = (
  source: SearchSource,
  after: { value: string; id: string } | null,
  limit: number,
) => Promise<FoundUser[]>;

export interface SearchLimits {
  pageSize: number;
  /** Documents read per query. */
  batch: number;
  /** Queries per page at most: a page of many skipped duplicates stops there, with a cursor. */
  maxQueries: number;
}

/**
 * One page of the search: up to `pageSize` users, and the cursor of the next page (null when
 * nothing is left). Reads at most `maxQueries` batches of `batch` documents.
 */
export async function searchUsers(
  sources: readonly SearchSource[],
  start: Position | null,
  read: ReadBatch,
  { pageSize, batch, maxQueries }: SearchLimits,
): Promise<{ users: FoundUser[]; next: string | null }> {
  const users: FoundUser[] = [];
  // Where the next page would start: after the last document looked at.
  let last: Position = start ?? { source: 0, value: '', id: '' };
  let queries = 0;
  for (let index = last.source; index < sources.length; index += 1) {
    const source = sources[index] as SearchSource;
    const earlier = sources.slice(0, index);
    for (;;) {
      if (queries === maxQueries) return { users, next: encodeCursor(last) };
      queries += 1;
      const after = last.source === index && last.id !== '' ? last : null;
      const found = await read(source, after, batch);
      for (const user of found) {
        const position = { source: index, value: text(user.data[source.field]), id: user.id };
        const shown =
          !earlier.some((other) => yields(other, user.data)) && source.accepts(user.data);
        // One more user than the page holds: there is a next page, after what was looked at.
        if (shown && users.length === pageSize) return { users, next: encodeCursor(last) };
        if (shown) users.push(user);
        last = position;
      }
      if (found.length < batch) break;
    }
    last = { source: index + 1, value: '', id: '' };
  }
  return { users, next: null };
}

/** The Firestore reader of `users`: a range on the source's field, ordered by it then by id. */
export function firestoreBatches(db: Firestore): ReadBatch {
  return async (source, after, limit) => {
    let query = db
      .collection('users')
      .where(source.field, '>=', source.prefix)
      .where(source.field, '<', `${source.prefix}\uf8ff`)
      .orderBy(source.field)
      .orderBy(FieldPath.documentId());
    if (after) query = query.startAfter(after.value, after.id);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  };
}
