import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STALE_TIME_MS,
  CACHE_TIME_MS,
  DEFAULT_STALE_TIME_MS,
  HttpError,
  QueryClient,
  RETRY_DELAY_MS,
  apiFetch,
  apiMutate,
  fetchJsonOrNullOn401,
  useApiQuery,
  withRetry,
} from './http';

const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A client on a hand-driven clock whose retry delay is recorded instead of waited. */
function testClient() {
  let now = 1_000_000;
  const sleeps: number[] = [];
  const client = new QueryClient(
    () => now,
    async (ms) => {
      sleeps.push(ms);
    },
  );
  return { client, sleeps, advance: (ms: number) => (now += ms) };
}

describe('apiFetch', () => {
  it('always sends the cookies and asks for JSON, and parses the answer', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await expect(apiFetch('/api/x', { credentials: 'omit' })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/x');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      apiFetch('/api/auth/session', { method: 'POST', json: { idToken: 't' } }),
    ).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"idToken":"t"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws "<status>: <body text>" on an HTTP failure', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":{"code":"x"}}', { status: 400 }));
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('400: {"error":{"code":"x"}}');
    expect((error as HttpError).status).toBe(400);
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Unavailable' }));
    await expect(apiFetch('/api/x')).rejects.toThrow('503: Unavailable');
  });
});

describe('fetchJsonOrNullOn401', () => {
  it('yields null for 401 and throws other failures', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'unauthenticated' } }, 401));
    await expect(fetchJsonOrNullOn401('/api/auth/user')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 500 }));
    await expect(fetchJsonOrNullOn401('/api/auth/user')).rejects.toThrow('500: boom');
  });
});

describe('retries', () => {
  it('retry once after 1 s on a network or server failure', async () => {
    const sleeps: number[] = [];
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('ok');
    await expect(withRetry(task, { sleep: async (ms) => void sleeps.push(ms) })).resolves.toBe(
      'ok',
    );
    expect(task).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([RETRY_DELAY_MS]);
    expect(RETRY_DELAY_MS).toBe(1000);
  });

  it('give up after the second failure', async () => {
    const task = vi.fn(() => Promise.reject(new HttpError(502, '')));
    await expect(withRetry(task, { sleep: async () => {} })).rejects.toThrow('502');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('do not repeat a client error, which would fail the same way', async () => {
    const task = vi.fn(() => Promise.reject(new HttpError(403, 'forbidden')));
    await expect(withRetry(task, { sleep: async () => {} })).rejects.toThrow('403: forbidden');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('apply to mutations: a POST is sent again once after a server error', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(json({ done: true }));
    const result = apiMutate('/api/x', { json: {} });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ done: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
  });

  it('can be turned off, as for the auth user', async () => {
    const { client, sleeps } = testClient();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      client.fetchQuery(['/api/auth/user'], { retry: 0, staleTime: AUTH_STALE_TIME_MS }),
    ).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it('apply to queries by default', async () => {
    const { client, sleeps } = testClient();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json([1]));
    await expect(client.fetchQuery(['/api/things'])).resolves.toEqual([1]);
    expect(sleeps).toEqual([1000]);
  });
});

describe('QueryClient', () => {
  it('uses the spec stale times: 60 s for the auth user, 5 minutes otherwise', () => {
    expect(AUTH_STALE_TIME_MS).toBe(60_000);
    expect(DEFAULT_STALE_TIME_MS).toBe(300_000);
    expect(CACHE_TIME_MS).toBe(600_000);
  });

  it('GETs the first element of the key with cookies, and serves it from memory while fresh', async () => {
    const { client, advance } = testClient();
    fetchMock.mockImplementation(async () => json({ n: fetchMock.mock.calls.length }));
    await expect(client.fetchQuery(['/api/things', { page: 1 }])).resolves.toEqual({ n: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    advance(DEFAULT_STALE_TIME_MS - 1);
    await expect(client.fetchQuery(['/api/things', { page: 1 }])).resolves.toEqual({ n: 1 });
    advance(1);
    expect(client.isStale(['/api/things', { page: 1 }])).toBe(true);
    await expect(client.fetchQuery(['/api/things', { page: 1 }])).resolves.toEqual({ n: 2 });
  });

  it('honours a shorter stale time', async () => {
    const { client, advance } = testClient();
    fetchMock.mockImplementation(async () => json(true));
    await client.fetchQuery(['/api/auth/user'], { staleTime: AUTH_STALE_TIME_MS });
    advance(AUTH_STALE_TIME_MS);
    await client.fetchQuery(['/api/auth/user'], { staleTime: AUTH_STALE_TIME_MS });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one call between concurrent requests, unless forced', async () => {
    const { client } = testClient();
    fetchMock.mockImplementation(async () => json('x'));
    await Promise.all([client.fetchQuery(['/api/a']), client.fetchQuery(['/api/a'])]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await client.fetchQuery(['/api/a'], { force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('throws on 401 unless asked for null', async () => {
    const { client } = testClient();
    fetchMock.mockImplementation(async () => json({}, 401));
    await expect(client.fetchQuery(['/api/me'], { retry: 0 })).rejects.toThrow('401');
    await expect(
      client.fetchQuery(['/api/me'], { retry: 0, nullOn401: true, force: true }),
    ).resolves.toBeNull();
  });

  it('refetches after invalidate and forgets everything on clear', async () => {
    const { client } = testClient();
    fetchMock.mockImplementation(async () => json(1));
    await client.fetchQuery(['/api/a']);
    client.invalidate(['/api/a']);
    expect(client.isStale(['/api/a'])).toBe(true);
    await client.fetchQuery(['/api/a']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    client.clear();
    expect(client.getState(['/api/a']).status).toBe('loading');
  });

  it('drops an unused entry after the cache time', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    fetchMock.mockImplementation(async () => json(1));
    await client.fetchQuery(['/api/a']);
    vi.advanceTimersByTime(CACHE_TIME_MS - 1);
    expect(client.getState(['/api/a']).status).toBe('success');
    vi.advanceTimersByTime(1);
    expect(client.getState(['/api/a']).status).toBe('loading');
  });
});

describe('useApiQuery', () => {
  it('fetches on mount, then serves fresh data to the next mount without a call', async () => {
    const { client } = testClient();
    fetchMock.mockImplementation(async () => json({ name: 'Awa' }));
    const first = renderHook(() => useApiQuery<{ name: string }>(['/api/me'], {}, client));
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current.data).toEqual({ name: 'Awa' }));
    first.unmount();
    const second = renderHook(() => useApiQuery<{ name: string }>(['/api/me'], {}, client));
    expect(second.result.current).toMatchObject({ status: 'success', data: { name: 'Awa' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refetches on mount when stale, and never on window focus', async () => {
    const { client, advance } = testClient();
    fetchMock.mockImplementation(async () => json(fetchMock.mock.calls.length));
    const first = renderHook(() => useApiQuery<number>(['/api/n'], {}, client));
    await waitFor(() => expect(first.result.current.data).toBe(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    first.unmount();
    advance(DEFAULT_STALE_TIME_MS);
    const second = renderHook(() => useApiQuery<number>(['/api/n'], {}, client));
    // The stale data shows while the new call runs.
    expect(second.result.current.data).toBe(1);
    await waitFor(() => expect(second.result.current.data).toBe(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports an error after its one retry, and waits while the key is null', async () => {
    const { client } = testClient();
    fetchMock.mockImplementation(async () => new Response('down', { status: 500 }));
    const { result } = renderHook(() => useApiQuery(['/api/x'], {}, client));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('500: down');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    renderHook(() => useApiQuery(null, {}, client));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
