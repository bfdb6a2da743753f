import { describe, expect, it } from 'vitest';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { mailQuery, smsQuery } from './api';
import { mailConverter, smsConverter } from './converters';

/** An `fs` whose builders record what they were given. */
const handle = {
  db: {},
  fs: {
    collection: (_db: unknown, path: string) => ({
      withConverter: (converter: unknown) => ({ collection: path, converter }),
    }),
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    limit: (...args: unknown[]) => ['limit', ...args],
    query: (ref: object, ...constraints: unknown[]) => ({ ...ref, constraints }),
  },
} as unknown as FirestoreHandle;

describe('outbox queries', () => {
  it('ask for the 50 newest of each outbox', async () => {
    const newest50 = [
      ['orderBy', 'createdAt', 'desc'],
      ['limit', 50],
    ];
    expect(await mailQuery(handle)).toEqual({
      collection: 'mail',
      converter: mailConverter,
      constraints: newest50,
    });
    expect(await smsQuery(handle)).toEqual({
      collection: 'sms',
      converter: smsConverter,
      constraints: newest50,
    });
  });
});
