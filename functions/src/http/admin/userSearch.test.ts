import { describe, expect, it } from 'vitest';
import {
  capitalise,
  decodeCursor,
  encodeCursor,
  searchSources,
  searchUsers,
  yields,
  type FoundUser,
  type ReadBatch,
  type SearchSource,
} from './userSearch';

const user = (id: string, email: string, firstName: string, lastName: string): FoundUser => ({
  id,
  data: { email, firstName, lastName },
});

/** `users` in memory, read as Firestore would: a range on the field, by field then id. */
function memory(users: FoundUser[]) {
  const calls: { field: string; prefix: string; after: string | null }[] = [];
  const read: ReadBatch = async (source, after, limit) => {
    calls.push({ field: source.field, prefix: source.prefix, after: after?.id ?? null });
    const value = (found: FoundUser) => String(found.data[source.field] ?? '');
    return users
      .filter((found) => value(found).startsWith(source.prefix))
      .sort((a, b) => value(a).localeCompare(value(b), 'en') || a.id.localeCompare(b.id))
      .filter(
        (found) =>
          !after ||
          value(found) > after.value ||
          (value(found) === after.value && found.id > after.id),
      )
      .slice(0, limit);
  };
  return { read, calls };
}

const fields = (sources: SearchSource[]) =>
  sources.map(({ field, prefix }) => `${field}:${prefix}`);

describe('searchSources', () => {
  it('lists everyone by email for an empty text, and only emails when it has an @', () => {
    expect(fields(searchSources(''))).toEqual(['email:']);
    expect(fields(searchSources('Awa@Ex'))).toEqual(['email:awa@ex']);
  });

  it('looks a word up as an email prefix, then as a first or last name in each spelling', () => {
    expect(fields(searchSources('koné'))).toEqual([
      'email:koné',
      'firstName:koné',
      'firstName:Koné',
      'firstName:KONÉ',
      'lastName:koné',
      'lastName:Koné',
      'lastName:KONÉ',
    ]);
    expect(fields(searchSources('DIALLO'))).toContain('lastName:Diallo');
  });

  it('looks a full name up by its first word, keeping those whose whole name matches', () => {
    const sources = searchSources('awa ko');
    expect(fields(sources)).toEqual(['firstName:awa', 'firstName:Awa', 'firstName:AWA']);
    const [, capitalised] = sources as [SearchSource, SearchSource];
    expect(yields(capitalised, user('1', 'a@x', 'Awa', 'Koné').data)).toBe(true);
    expect(yields(capitalised, user('2', 'b@x', 'Awa', 'Diallo').data)).toBe(false);
  });

  it('capitalises each part of a name', () => {
    expect(capitalise("jean-pierre n'dri")).toBe("Jean-Pierre N'Dri");
    expect(capitalise('ÉLODIE')).toBe('Élodie');
  });
});

describe('cursors', () => {
  it('round-trips a position and refuses anything else', () => {
    const position = { source: 2, value: 'Koné', id: 'u1' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(Buffer.from('[-1,"a","b"]').toString('base64url'))).toBeNull();
  });
});

describe('searchUsers', () => {
  const limits = { pageSize: 2, batch: 3, maxQueries: 20 };

  it('pages through every source, never showing a user twice', async () => {
    const people = [
      user('u1', 'bamba.awa@x.com', 'Awa', 'Bamba'),
      user('u2', 'b@x.com', 'Bamba', 'Koné'),
      user('u3', 'c@x.com', 'Issa', 'BAMBA'),
      user('u4', 'd@x.com', 'Moussa', 'Traoré'),
    ];
    const { read } = memory(people);
    const sources = searchSources('bamba');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const start = cursor === null ? null : decodeCursor(cursor);
      const page = await searchUsers(sources, start, read, limits);
      expect(page.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.users.map((found) => found.id));
      cursor = page.next;
      pages += 1;
    } while (cursor !== null && pages < 10);
    // The email match first, then the first name, then the last names not shown yet.
    expect(seen).toEqual(['u1', 'u2', 'u3']);
    expect(pages).toBe(2);
  });

  it('gives no cursor when the page holds the last user', async () => {
    const { read } = memory([user('u1', 'a@x.com', 'Awa', 'Koné')]);
    expect(await searchUsers(searchSources('a'), null, read, limits)).toEqual({
      users: [expect.objectContaining({ id: 'u1' })],
      next: null,
    });
  });

  it('stops after maxQueries with a cursor where it stopped', async () => {
    const people = Array.from({ length: 6 }, (_, index) =>
      user(`u${index}`, `awa${index}@x.com`, 'Awa', 'Awa'),
    );
    const { read, calls } = memory(people);
    // Every name match was shown by the email source: the later sources skip them all.
    const start = { source: 1, value: '', id: '' };
    const page = await searchUsers(searchSources('awa'), start, read, { ...limits, maxQueries: 2 });
    expect(page.users).toEqual([]);
    expect(calls).toHaveLength(2);
    // `firstName:awa` found nobody (one query); `firstName:Awa` skipped its first batch of 3.
    expect(decodeCursor(page.next ?? '')).toEqual({ source: 2, value: 'Awa', id: 'u2' });
  });
});
