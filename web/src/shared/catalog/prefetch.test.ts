import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPublicQuery } from '../firebase/publicQuery';
import { ACTIVE_CATEGORIES_QUERY } from './categories';
import { prefetchActiveCategories } from './prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchActiveCategories', () => {
  it('asks, ahead of the home page, exactly what its category cards then read', async () => {
    const fetchMock = vi.fn(async () => new Response('[{"readTime":"2026-01-01T00:00:00Z"}]'));
    vi.stubGlobal('fetch', fetchMock);
    prefetchActiveCategories();
    expect(fetchMock).toHaveBeenCalledOnce();
    await runPublicQuery(ACTIVE_CATEGORIES_QUERY);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
