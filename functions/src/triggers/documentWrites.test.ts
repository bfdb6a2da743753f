import { describe, expect, it } from 'vitest';
import { everyHandler, isCreation, isUpdate, type WriteEvent } from './documentWrites';

const snapshot = (exists: boolean) => ({ exists, data: () => (exists ? { n: 1 } : undefined) });
const write = (before: boolean, after: boolean) =>
  ({
    params: { id: 'x' },
    time: '2026-12-07T10:00:00Z',
    data: { before: snapshot(before), after: snapshot(after) },
  }) as unknown as WriteEvent<{ id: string }>;

describe('a document write', () => {
  it('is a creation, an update or a deletion', () => {
    expect([isCreation(write(false, true)), isUpdate(write(false, true))]).toEqual([true, false]);
    expect([isCreation(write(true, true)), isUpdate(write(true, true))]).toEqual([false, true]);
    expect([isCreation(write(true, false)), isUpdate(write(true, false))]).toEqual([false, false]);
  });
});

describe('everyHandler', () => {
  it('runs every job of a write, each with the event', async () => {
    const seen: string[] = [];
    await everyHandler<{ id: string }>(
      async (event) => seen.push(`a:${event.params.id}`),
      async (event) => seen.push(`b:${event.params.id}`),
    )(write(false, true));
    expect(seen.sort()).toEqual(['a:x', 'b:x']);
  });

  it('finishes the other jobs when one fails, then fails so that the event is retried', async () => {
    const finished: string[] = [];
    const run = everyHandler<{ id: string }>(
      () => {
        throw new Error('quota');
      },
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        finished.push('slow job');
      },
    );
    await expect(run(write(true, true))).rejects.toThrow('quota');
    expect(finished).toEqual(['slow job']);
  });
});
