import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PROVIDER_SEARCH, type ProviderSearchState } from '@marketplace/domain';
import type { PublicDocument, PublicQuery } from '../../shared/firebase/publicQuery';
import { createElement, type ReactNode } from 'react';
import { ServedDataContext, type ServedData } from '../../shared/firebase/servedData';
import {
  loadableProviderConverter,
  SEEN_PROVIDERS_LIMIT,
  useProviderResults,
  type ProviderWithId,
} from './api';
import { testProvider } from './testing';

const runPublicQuery = vi.hoisted(() => vi.fn<(query: PublicQuery) => Promise<PublicDocument[]>>());
vi.mock('../../shared/firebase/publicQuery', async (original) => ({
  ...(await original<typeof import('../../shared/firebase/publicQuery')>()),
  runPublicQuery,
}));

/** A provider as runQuery returns it (no id in the data). */
function stored(overrides: Partial<ProviderWithId>): PublicDocument {
  const { id, ...data } = testProvider(overrides);
  return { id, data };
}

const PLUMBER = stored({ id: 'plumber', rating: 4.8 });
const CLEANER = stored({ id: 'cleaner', categories: ['cleaning'], rating: 4.5 });
const OFFLINE = new TypeError('Failed to fetch');

const search = (state: Partial<ProviderSearchState>) => ({ ...EMPTY_PROVIDER_SEARCH, ...state });
const ids = (value: ReturnType<typeof useProviderResults>) =>
  value.status === 'success' ? value.data.providers.map(({ id }) => id) : value.status;

async function results(state: Partial<ProviderSearchState>) {
  const { result, unmount } = renderHook(() => useProviderResults(search(state)));
  await waitFor(() => expect(result.current.status).not.toBe('loading'));
  unmount();
  return result.current;
}

beforeEach(() => {
  localStorage.clear();
  runPublicQuery.mockReset();
});

describe('useProviderResults', () => {
  it('shows the server’s answer and keeps the providers without their search tokens', async () => {
    runPublicQuery.mockResolvedValue([PLUMBER, CLEANER]);
    const answer = await results({});
    expect(ids(answer)).toEqual(['plumber', 'cleaner']);
    expect(answer.status === 'success' && answer.fromCache).toBe(false);
    expect(runPublicQuery).toHaveBeenCalledOnce();
    const seen = localStorage.getItem('public-list:providers:seen') ?? '';
    expect(seen).toContain('"plumber"');
    expect(seen).not.toContain('searchTokens');
  });

  it('offline, shows a search’s kept answer, from the phone', async () => {
    runPublicQuery.mockResolvedValue([PLUMBER, CLEANER]);
    await results({ q: 'plombier' });
    runPublicQuery.mockRejectedValue(OFFLINE);
    const answer = await results({ q: 'plombier' });
    expect(ids(answer)).toEqual(['plumber', 'cleaner']);
    expect(answer.status === 'success' && answer.fromCache).toBe(true);
  });

  it('offline, answers a new search from the providers seen when it can', async () => {
    runPublicQuery.mockResolvedValue([PLUMBER, CLEANER]);
    await results({});
    runPublicQuery.mockRejectedValue(OFFLINE);
    expect(ids(await results({ category: 'cleaning' }))).toEqual(['cleaner']);
    // Typed words need the server's search tokens.
    expect(ids(await results({ q: 'menage' }))).toBe('error');
  });

  it('shows the server’s error (no kept copy over a refusal)', async () => {
    runPublicQuery.mockResolvedValue([PLUMBER]);
    await results({});
    runPublicQuery.mockRejectedValue(new Error('runQuery answered 400'));
    expect(ids(await results({}))).toBe('error');
  });

  it('keeps at most a hundred providers, the newest first', async () => {
    const many = Array.from({ length: 20 }, (_, index) => stored({ id: `p${index}` }));
    for (let page = 0; page < 6; page += 1) {
      runPublicQuery.mockResolvedValue(many.map(({ id, data }) => ({ id: `${id}-${page}`, data })));
      await results({ minPrice: page * 1000 });
    }
    const seen = JSON.parse(localStorage.getItem('public-list:providers:seen') ?? '[]') as {
      id: string;
    }[];
    expect(seen).toHaveLength(SEEN_PROVIDERS_LIMIT);
    expect(seen[0]?.id).toBe('p0-5');
  });

  it('shows the results served with the page at its first render, and reads nothing', async () => {
    await loadableProviderConverter.load();
    const release = vi.fn();
    const served: ServedData = { usePages: () => [[PLUMBER, CLEANER]], release };
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ServedDataContext.Provider, { value: served }, children);
    const { result } = renderHook(() => useProviderResults(search({})), { wrapper });
    expect(ids(result.current)).toEqual(['plumber', 'cleaner']);
    await waitFor(() => expect(release).toHaveBeenCalledOnce());
    expect(localStorage.getItem('public-list:providers:seen')).toContain('"plumber"');
    expect(runPublicQuery).not.toHaveBeenCalled();
  });
});
