import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProviderSearch } from '@marketplace/domain';
import { ACTIVE_CATEGORIES_QUERY } from '../../shared/catalog/categories';
import { runPublicQuery } from '../../shared/firebase/publicQuery';
import { providerSearchQueries } from './api';
import { prefetchProviderResults } from './prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const emptyAnswer = () => new Response('[{"readTime":"2026-01-01T00:00:00Z"}]');

describe('prefetchProviderResults', () => {
  it('asks, ahead of the page, exactly what the page then reads: no read twice', async () => {
    const fetchMock = vi.fn(async () => emptyAnswer());
    vi.stubGlobal('fetch', fetchMock);
    const search = new URLSearchParams('q=plombier&location=Douala&sort=rating');
    await prefetchProviderResults(search, 'plumbing');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // What the results page and its title run (useProviderResults, useActiveCategories).
    const queries = await providerSearchQueries(parseProviderSearch(search, 'plumbing'));
    await Promise.all([ACTIVE_CATEGORIES_QUERY, ...queries].map((query) => runPublicQuery(query)));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a further page to the page (its cursor is read first)', async () => {
    const fetchMock = vi.fn(async () => emptyAnswer());
    vi.stubGlobal('fetch', fetchMock);
    await prefetchProviderResults(new URLSearchParams('after=seed-provider-05'));
    expect(fetchMock).toHaveBeenCalledOnce();
    await runPublicQuery(ACTIVE_CATEGORIES_QUERY);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
