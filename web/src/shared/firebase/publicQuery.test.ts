import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decodeRunQuery,
  PREFETCH_WAIT_MS,
  prefetchPublicQuery,
  readPublicDocument,
  runPublicQuery,
  structuredQuery,
  type PublicQuery,
} from './publicQuery';

const query: PublicQuery = {
  collection: 'providers',
  where: [
    ['verified', '==', true],
    ['country', '==', 'CM'],
  ],
  orderBy: [['rating', 'desc']],
  limit: 6,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('structuredQuery', () => {
  it('writes equality filters, order and limit in the REST encoding', () => {
    expect(structuredQuery(query)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'providers' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'verified' },
                  op: 'EQUAL',
                  value: { booleanValue: true },
                },
              },
              {
                fieldFilter: {
                  field: { fieldPath: 'country' },
                  op: 'EQUAL',
                  value: { stringValue: 'CM' },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'rating' }, direction: 'DESCENDING' }],
        limit: 6,
      },
    });
    expect(structuredQuery({ ...query, select: ['name'] }).structuredQuery.select).toEqual({
      fields: [{ fieldPath: 'name' }],
    });
    const single = structuredQuery({ ...query, where: [['rating', '==', 5]] }).structuredQuery;
    expect(single.where).toEqual({
      fieldFilter: { field: { fieldPath: 'rating' }, op: 'EQUAL', value: { integerValue: '5' } },
    });
  });
});

describe('structuredQuery with ranges and cursors', () => {
  it('writes range and array filters, and both cursors with a document reference', () => {
    const { structuredQuery: body } = structuredQuery({
      collection: 'providers',
      where: [
        ['searchTokens', 'array-contains', 'cat:plumbing'],
        ['priceFromFCFA', '>=', 5000],
        ['rating', '<=', 4.5],
      ],
      orderBy: [['geo.geohash', 'asc']],
      limit: 20,
      startAt: { values: ['s2', null, { document: 'providers/p1' }], before: true },
      endAt: { values: ['s3~'], before: false },
    });
    const where = body.where as { compositeFilter: { filters: { fieldFilter: unknown }[] } };
    expect(where.compositeFilter.filters.map((filter) => filter.fieldFilter)).toEqual([
      {
        field: { fieldPath: 'searchTokens' },
        op: 'ARRAY_CONTAINS',
        value: { stringValue: 'cat:plumbing' },
      },
      {
        field: { fieldPath: 'priceFromFCFA' },
        op: 'GREATER_THAN_OR_EQUAL',
        value: { integerValue: '5000' },
      },
      { field: { fieldPath: 'rating' }, op: 'LESS_THAN_OR_EQUAL', value: { doubleValue: 4.5 } },
    ]);
    expect(body.startAt).toEqual({
      values: [
        { stringValue: 's2' },
        { nullValue: null },
        {
          referenceValue: 'projects/demo-marketplace/databases/(default)/documents/providers/p1',
        },
      ],
      before: true,
    });
    expect(body.endAt).toEqual({ values: [{ stringValue: 's3~' }], before: false });
  });
});

describe('decodeRunQuery', () => {
  it('decodes documents, nested values and timestamps, skipping the empty answer entry', () => {
    const documents = decodeRunQuery([
      {
        document: {
          name: 'projects/p/databases/(default)/documents/reviews/booking-1',
          fields: {
            rating: { integerValue: '5' },
            score: { doubleValue: 4.5 },
            comment: { stringValue: 'Parfait' },
            hidden: { booleanValue: false },
            gone: { nullValue: null },
            name: { mapValue: { fields: { fr: { stringValue: 'Plomberie' } } } },
            tags: { arrayValue: { values: [{ stringValue: 'a' }, { stringValue: 'b' }] } },
            empty: { arrayValue: {} },
            createdAt: { timestampValue: '2026-03-14T10:00:00Z' },
          },
        },
      },
      { readTime: '2026-03-14T10:00:00Z' },
    ]);
    expect(documents).toHaveLength(1);
    const [review] = documents;
    expect(review?.id).toBe('booking-1');
    const { createdAt, ...rest } = review?.data ?? {};
    expect(rest).toEqual({
      rating: 5,
      score: 4.5,
      comment: 'Parfait',
      hidden: false,
      gone: null,
      name: { fr: 'Plomberie' },
      tags: ['a', 'b'],
      empty: [],
    });
    expect((createdAt as { toDate(): Date }).toDate()).toEqual(new Date('2026-03-14T10:00:00Z'));
  });

  it('rejects an answer that is not a list', () => {
    expect(() => decodeRunQuery({ error: {} })).toThrow();
  });
});

describe('readPublicDocument', () => {
  it('asks for one document by name, in its collection, with only the fields given', async () => {
    const fetchMock = vi.fn(async () => new Response('[{"readTime":"x"}]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await readPublicDocument('providers/p1/services/s01', ['title'])).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/documents/providers/p1:runQuery');
    expect(JSON.parse(String(init.body))).toEqual(
      structuredQuery({
        parent: 'providers/p1',
        collection: 'services',
        where: [['__name__', '==', { document: 'providers/p1/services/s01' }]],
        orderBy: [],
        limit: 1,
        select: ['title'],
      }),
    );
  });
});

describe('runPublicQuery', () => {
  it('posts the query to the emulator on the page host and fails on an error status', async () => {
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await runPublicQuery(query)).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      `http://${window.location.hostname}:8080/v1/projects/demo-marketplace/databases/(default)/documents:runQuery`,
    );
    expect(JSON.parse(String(init.body))).toEqual(structuredQuery(query));

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 403 }));
    await expect(runPublicQuery(query)).rejects.toThrow('403');
  });
});

describe('prefetchPublicQuery', () => {
  const answer = (id: string) =>
    new Response(
      JSON.stringify([{ document: { name: `x/documents/providers/${id}`, fields: {} } }]),
    );

  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives its answer to the first run of the same query, which does not ask again', async () => {
    const fetchMock = vi.fn(async () => answer('early'));
    vi.stubGlobal('fetch', fetchMock);
    prefetchPublicQuery(query);
    prefetchPublicQuery(query);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect((await runPublicQuery(query)).map(({ id }) => id)).toEqual(['early']);
    expect(fetchMock).toHaveBeenCalledOnce();
    // Taken once: a later run asks afresh, and another query never takes it.
    fetchMock.mockImplementation(async () => answer('fresh'));
    expect((await runPublicQuery(query)).map(({ id }) => id)).toEqual(['fresh']);
    prefetchPublicQuery(query);
    await runPublicQuery({ ...query, limit: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await runPublicQuery(query);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('drops an answer no page took in time, and hands a failure to the page', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => answer('early'));
    vi.stubGlobal('fetch', fetchMock);
    prefetchPublicQuery(query);
    vi.advanceTimersByTime(PREFETCH_WAIT_MS);
    await runPublicQuery(query);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockImplementation(async () => new Response('{}', { status: 403 }));
    prefetchPublicQuery(query);
    await expect(runPublicQuery(query)).rejects.toThrow('403');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
