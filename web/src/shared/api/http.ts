import { useCallback, useEffect, useSyncExternalStore } from 'react';

// Spec §7–§9: how the SPA talks to `/api/**`. No dependency: this module is part of the shell.

/** Spec §9: the auth user is fresh for 60 s, everything else for 5 minutes. */
export const AUTH_STALE_TIME_MS = 60_000;
export const DEFAULT_STALE_TIME_MS = 5 * 60_000;
/** Spec §9: an unused query result is dropped after 10 minutes. */
export const CACHE_TIME_MS = 10 * 60_000;
/** Spec §7: queries and mutations retry once after 1 s (the auth user never retries). */
export const DEFAULT_RETRIES = 1;
export const RETRY_DELAY_MS = 1_000;

/** An HTTP failure; the message is "<status>: <body text or status text>" (spec §8). */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: string,
    statusText = '',
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export interface ApiRequestInit extends RequestInit {
  /** Sent as the JSON body, with its content type. */
  json?: unknown;
}

/**
 * A same-origin API call with the session cookie. Resolves to the parsed JSON body (undefined
 * when empty); an HTTP failure throws `HttpError`, a network failure the browser's TypeError.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers: given, body, ...rest } = init;
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(path, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : body,
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Like `apiFetch`, but a 401 (signed out) resolves to null instead of throwing. */
export async function fetchJsonOrNullOn401<T>(
  path: string,
  init?: ApiRequestInit,
): Promise<T | null> {
  try {
    return await apiFetch<T>(path, init);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Whether another attempt can succeed: network failures, timeouts, rate limits and server
 * errors can; a client error (400, 401, 403, 404…), an abort or an unreadable body cannot.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof HttpError) {
    return error.status >= 500 || error.status === 408 || error.status === 429;
  }
  if (error instanceof Error) return error.name !== 'AbortError' && error.name !== 'SyntaxError';
  return true;
}

export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  task: () => Promise<T>,
  { retries = DEFAULT_RETRIES, delayMs = RETRY_DELAY_MS, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await sleep(delayMs);
    }
  }
}

/** A state-changing call (POST by default), retried once after 1 s like every mutation. */
export function apiMutate<T = unknown>(
  path: string,
  init: ApiRequestInit = {},
  retry?: RetryOptions,
): Promise<T> {
  return withRetry(() => apiFetch<T>(path, { method: 'POST', ...init }), retry);
}

/** Spec §7: a query's key starts with the path it GETs. */
export type QueryKey = readonly [path: string, ...rest: unknown[]];

export interface QueryOptions<T> {
  /** Default: GET the key's path with cookies. */
  queryFn?: () => Promise<T>;
  /** Default: a 401 throws; with `nullOn401` it yields null (spec §7). */
  nullOn401?: boolean;
  staleTime?: number;
  retry?: number;
  retryDelay?: number;
}

export interface QueryState<T> {
  status: 'loading' | 'success' | 'error';
  data: T | undefined;
  error: Error | undefined;
  /** When the data last arrived (ms), 0 before. */
  updatedAt: number;
}

interface Entry {
  state: QueryState<unknown>;
  promise?: Promise<unknown>;
  request: number;
  /** Set by `invalidate`: the data is stale whatever its age. */
  invalid: boolean;
  listeners: Set<() => void>;
  gc?: ReturnType<typeof setTimeout>;
}

const LOADING: QueryState<never> = {
  status: 'loading',
  data: undefined,
  error: undefined,
  updatedAt: 0,
};

export const hashKey = (key: QueryKey) => JSON.stringify(key);

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A small query cache: fresh data is served from memory, stale data is fetched again on demand
 * (never on focus or on an interval), concurrent requests for one key share one call, and an
 * unused entry is dropped after `cacheTime`.
 */
export class QueryClient {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = wait,
    private readonly cacheTime = CACHE_TIME_MS,
  ) {}

  private entry(hash: string): Entry {
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { state: LOADING, request: 0, invalid: false, listeners: new Set() };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private update(hash: string, entry: Entry, state: QueryState<unknown>) {
    entry.state = state;
    for (const listener of entry.listeners) listener();
    this.scheduleGc(hash, entry);
  }

  private scheduleGc(hash: string, entry: Entry) {
    clearTimeout(entry.gc);
    if (entry.listeners.size > 0 || entry.promise) return;
    entry.gc = setTimeout(() => {
      if (this.entries.get(hash) === entry) this.entries.delete(hash);
    }, this.cacheTime);
  }

  getState<T>(key: QueryKey): QueryState<T> {
    return (this.entries.get(hashKey(key))?.state ?? LOADING) as QueryState<T>;
  }

  isStale(key: QueryKey, staleTime = DEFAULT_STALE_TIME_MS): boolean {
    const entry = this.entries.get(hashKey(key));
    if (!entry || entry.invalid || entry.state.status !== 'success') return true;
    return this.clock() - entry.state.updatedAt >= staleTime;
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const hash = hashKey(key);
    const entry = this.entry(hash);
    entry.listeners.add(listener);
    clearTimeout(entry.gc);
    return () => {
      entry.listeners.delete(listener);
      this.scheduleGc(hash, entry);
    };
  }

  /**
   * The key's data: from memory while fresh, else from the network (shared with a call already
   * under way). `force` always starts a new call, whose result then wins over older ones.
   */
  fetchQuery<T>(key: QueryKey, options: QueryOptions<T> & { force?: boolean } = {}): Promise<T> {
    const hash = hashKey(key);
    const entry = this.entry(hash);
    const staleTime = options.staleTime ?? DEFAULT_STALE_TIME_MS;
    if (!options.force) {
      if (!this.isStale(key, staleTime)) return Promise.resolve(entry.state.data as T);
      if (entry.promise) return entry.promise as Promise<T>;
    }
    const [path] = key;
    const queryFn =
      options.queryFn ??
      (() => (options.nullOn401 ? fetchJsonOrNullOn401<T>(path) : apiFetch<T>(path)));
    const request = ++entry.request;
    const promise = withRetry(queryFn as () => Promise<T>, {
      retries: options.retry ?? DEFAULT_RETRIES,
      delayMs: options.retryDelay ?? RETRY_DELAY_MS,
      sleep: this.sleep,
    }).then(
      (data) => {
        if (entry.request === request) {
          entry.promise = undefined;
          entry.invalid = false;
          this.update(hash, entry, {
            status: 'success',
            data,
            error: undefined,
            updatedAt: this.clock(),
          });
        }
        return data;
      },
      (error: unknown) => {
        if (entry.request === request) {
          entry.promise = undefined;
          // Keep the last good data next to the error.
          this.update(hash, entry, { ...entry.state, status: 'error', error: asError(error) });
        }
        throw error;
      },
    );
    entry.promise = promise;
    return promise;
  }

  /** Marks matching entries stale (all of them without a key) so the next use refetches. */
  invalidate(key?: QueryKey): void {
    const hash = key && hashKey(key);
    for (const [entryHash, entry] of this.entries) {
      if (hash === undefined || entryHash === hash) entry.invalid = true;
    }
  }

  /**
   * Forgets all data and calls under way, e.g. on sign-out so nothing of the previous user
   * stays in memory. Mounted queries show loading until they fetch again.
   */
  clear(): void {
    for (const [hash, entry] of this.entries) {
      clearTimeout(entry.gc);
      entry.request += 1;
      entry.promise = undefined;
      entry.invalid = false;
      if (entry.listeners.size === 0) {
        this.entries.delete(hash);
      } else {
        entry.state = LOADING;
        for (const listener of entry.listeners) listener();
      }
    }
  }
}

/** The app's one query cache. */
export const queryClient = new QueryClient();

export interface QueryResult<T> extends QueryState<T> {
  refetch: () => Promise<T>;
}

/**
 * GET data for a component: cached per key, fetched on mount when missing or stale, never on
 * window focus or on an interval. `key` null waits without fetching. The key identifies the
 * request; options are read when a fetch starts.
 */
export function useApiQuery<T>(
  key: QueryKey | null,
  options: QueryOptions<T> = {},
  client: QueryClient = queryClient,
): QueryResult<T> {
  const hash = key === null ? null : hashKey(key);
  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => {} : client.subscribe(key, listener)),
    // `hash` stands for `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash, client],
  );
  const state = useSyncExternalStore(subscribe, () =>
    key === null ? (LOADING as QueryState<T>) : client.getState<T>(key),
  );
  useEffect(() => {
    if (key === null || !client.isStale(key, options.staleTime)) return;
    // The error lands in the state; nothing else to do with it here.
    client.fetchQuery(key, options).catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, client]);
  const refetch = useCallback(
    () =>
      key === null
        ? Promise.reject(new Error('No query to refetch'))
        : client.fetchQuery(key, { ...options, force: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash, client],
  );
  return { ...state, refetch };
}
