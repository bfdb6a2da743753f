import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPublicQuery } from '../../shared/firebase/publicQuery';
import { providerServicesQuery, readProvider } from './api';
import { prefetchProviderPage } from './prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchProviderPage', () => {
  it('asks for the provider and its services ahead of the page, which reads neither again', async () => {
    const fetchMock = vi.fn(async () => new Response('[{"readTime":"2026-01-01T00:00:00Z"}]'));
    vi.stubGlobal('fetch', fetchMock);
    prefetchProviderPage('seed-provider-01');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await readProvider('seed-provider-01')();
    await runPublicQuery(providerServicesQuery('seed-provider-01'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
