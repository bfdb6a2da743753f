import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicDocument, PublicQuery } from './publicQuery';
import { createElement, type ReactNode } from 'react';
import { loadableConverter, type ServedData } from './servedData';

const runPublicQuery = vi.hoisted(() => vi.fn<(query: PublicQuery) => Promise<PublicDocument[]>>());
vi.mock('./publicQuery', () => ({ runPublicQuery }));

const query: PublicQuery = { collection: 'c', where: [], orderBy: [], limit: 5 };
const documents: PublicDocument[] = [
  { id: 'a', data: { name: 'A', at: { toDate: () => new Date('2026-01-02T00:00:00Z') } } },
  { id: 'bad', data: {} },
];
const convert = loadableConverter('test/named', async () => (document: PublicDocument) => {
  if (!document.data.name) throw new Error('malformed');
  const at = document.data.at as { toDate(): Date };
  return { id: document.id, name: String(document.data.name), at: at.toDate() };
});
const expected = [{ id: 'a', name: 'A', at: new Date('2026-01-02T00:00:00Z') }];

/** A fresh module: its shared requests must not leak between tests. */
async function hook(key: string) {
  vi.resetModules();
  const { usePublicList } = await import('./usePublicList');
  return renderHook(() => usePublicList(key, query, convert));
}

beforeEach(() => {
  localStorage.clear();
  runPublicQuery.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('usePublicList', () => {
  it('shows the server answer without malformed documents, and keeps a copy', async () => {
    runPublicQuery.mockResolvedValue(documents);
    const { result } = await hook('k1');
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(expected);
    expect(result.current.status === 'success' && result.current.fromCache).toBe(false);
    expect(localStorage.getItem('public-list:k1')).toContain('__timestamp');
  });

  it('offline, shows the kept copy (dates included) instead of an error', async () => {
    runPublicQuery.mockResolvedValue(documents);
    const first = await hook('k2');
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    first.unmount();

    runPublicQuery.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = await hook('k2');
    await waitFor(() => expect(result.current.status).toBe('success'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(result.current.data).toEqual(expected);
    expect(result.current.status === 'success' && result.current.fromCache).toBe(true);
  });

  it('shows the error when nothing was kept', async () => {
    runPublicQuery.mockRejectedValue(new Error('permission denied'));
    const { result } = await hook('k3');
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('shares one request between the components that show the same list', async () => {
    runPublicQuery.mockResolvedValue(documents);
    vi.resetModules();
    const { usePublicList } = await import('./usePublicList');
    const { result } = renderHook(() => [
      usePublicList('k4', query, convert),
      usePublicList('k4', query, convert),
    ]);
    await waitFor(() => expect(result.current[1]?.status).toBe('success'));
    expect(runPublicQuery).toHaveBeenCalledOnce();
  });

  it('shows the answer served with the page at its first render, keeps it, and reads nothing', async () => {
    await convert.load();
    const release = vi.fn();
    const served: ServedData = { usePages: () => [documents], release };
    vi.resetModules();
    const { usePublicList } = await import('./usePublicList');
    const { ServedDataContext } = await import('./servedData');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ServedDataContext.Provider, { value: served }, children);
    const { result } = renderHook(() => usePublicList('k5', query, convert), { wrapper });
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual(expected);
    await waitFor(() => expect(release).toHaveBeenCalledWith('k5'));
    expect(localStorage.getItem('public-list:k5')).toContain('"a"');
    expect(runPublicQuery).not.toHaveBeenCalled();
  });
});
