import { act, renderHook, waitFor } from '@testing-library/react';
import type { Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirestoreHandle } from './firestore';
import { useLiveQuery } from './useLiveQuery';

type Listener = (snapshot: unknown) => void;
const listeners: Listener[] = [];
const unsubscribe = vi.fn();

const handle = {
  db: {},
  fs: {
    onSnapshot: (_query: unknown, next: Listener) => {
      listeners.push(next);
      return unsubscribe;
    },
  },
} as unknown as FirestoreHandle;

const reset = vi.hoisted(() => ({ generation: 0, listeners: new Set<() => void>() }));
vi.mock('./firestore', () => ({
  loadFirestore: () => Promise.resolve(handle),
  firestoreGeneration: () => reset.generation,
  subscribeToFirestoreReset: (listener: () => void) => {
    reset.listeners.add(listener);
    return () => reset.listeners.delete(listener);
  },
}));

const snapshotOf = (values: Array<() => unknown>, fromCache = false) => ({
  docs: values.map((data, index) => ({ id: `doc-${index}`, data })),
  metadata: { fromCache },
});
const anyQuery = () => ({}) as Query<unknown>;

/** Delivers a snapshot to the latest subscription. */
function emit(snapshot: unknown) {
  const listener = listeners.at(-1);
  if (!listener) throw new Error('nothing subscribed');
  act(() => listener(snapshot));
}

beforeEach(() => {
  listeners.length = 0;
  unsubscribe.mockClear();
});

describe('useLiveQuery', () => {
  it('loads, then delivers the converted documents with their cache origin', async () => {
    const { result } = renderHook(() => useLiveQuery('k', anyQuery));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(listeners).toHaveLength(1));
    emit(snapshotOf([() => 'a', () => 'b'], true));
    expect(result.current).toMatchObject({ status: 'success', data: ['a', 'b'], fromCache: true });
  });

  it('leaves out a document its converter rejects, so one cannot blank the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLiveQuery('k', anyQuery));
    await waitFor(() => expect(listeners).toHaveLength(1));
    emit(
      snapshotOf([
        () => {
          throw new Error('invalid category');
        },
        () => 'b',
      ]),
    );
    expect(result.current).toMatchObject({ status: 'success', data: ['b'] });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('subscribes again once a sign-out has replaced the database instance', async () => {
    const { result } = renderHook(() => useLiveQuery('k', anyQuery));
    await waitFor(() => expect(listeners).toHaveLength(1));
    emit(snapshotOf([() => 'a']));
    act(() => {
      reset.generation += 1;
      for (const listener of reset.listeners) listener();
    });
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(unsubscribe).toHaveBeenCalledOnce();
    emit(snapshotOf([() => 'b']));
    expect(result.current).toMatchObject({ status: 'success', data: ['b'] });
  });

  it('reads nothing while the key is null', async () => {
    const { result } = renderHook(() => useLiveQuery(null, anyQuery));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listeners).toHaveLength(0);
    expect(result.current.status).toBe('loading');
  });

  it('resubscribes when the key changes and unsubscribes on unmount', async () => {
    const { result, rerender, unmount } = renderHook(({ key }) => useLiveQuery(key, anyQuery), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(listeners).toHaveLength(1));
    emit(snapshotOf([() => 1]));
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});
