import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PUSH_TOKENS, sendPush, type PushClient } from './push';

/** A user's push tokens (newest first), and the deletions of the batches committed. */
function fakeDb(tokens: string[]) {
  const deleted: string[] = [];
  const queries: { path: string; limit: number }[] = [];
  const db = {
    collection: (path: string) => ({
      doc: (id: string) => ({ path: `${path}/${id}` }),
      orderBy: (field: string, direction: string) => {
        expect([field, direction]).toEqual(['createdAt', 'desc']);
        return {
          limit: (limit: number) => ({
            get: async () => {
              queries.push({ path, limit });
              const docs = tokens.slice(0, limit).map((id) => ({ id }));
              return { empty: docs.length === 0, docs };
            },
          }),
        };
      },
    }),
    batch: () => {
      const pending: string[] = [];
      return {
        delete: (ref: { path: string }) => pending.push(ref.path),
        commit: async () => deleted.push(...pending),
      };
    },
  };
  return { db: db as unknown as Firestore, deleted, queries };
}

type Outcome = 'ok' | string;

/** FCM answering each token with `outcomes` (an error code, or 'ok'). */
function fakeClient(outcomes: Record<string, Outcome>) {
  const sent: MulticastMessage[] = [];
  const client: PushClient = {
    sendEachForMulticast: async (message: MulticastMessage): Promise<BatchResponse> => {
      sent.push(message);
      const responses = message.tokens.map((token) => {
        const outcome = outcomes[token] ?? 'ok';
        return outcome === 'ok'
          ? { success: true, messageId: `m-${token}` }
          : { success: false, error: { code: outcome, message: outcome } as never };
      });
      const successCount = responses.filter((response) => response.success).length;
      return { responses, successCount, failureCount: responses.length - successCount };
    },
  };
  return { client: () => client, sent };
}

const message = { title: 'Nouveau message de Jean', body: 'Bonjour', link: 'https://x.web.app/messages/c1' };

describe('sendPush', () => {
  it('sends a web push with the title, the body and the link to every token', async () => {
    const { db } = fakeDb(['t1', 't2']);
    const { client, sent } = fakeClient({});
    expect(await sendPush(db, 'ami', message, client)).toBe(2);
    expect(sent).toEqual([
      {
        tokens: ['t1', 't2'],
        webpush: {
          notification: { title: message.title, body: message.body },
          fcmOptions: { link: message.link },
        },
      },
    ]);
  });

  it('sends without a click target when there is no link', async () => {
    const { db } = fakeDb(['t1']);
    const { client, sent } = fakeClient({});
    await sendPush(db, 'ami', { ...message, link: null }, client);
    expect(sent[0]?.webpush).toEqual({ notification: { title: message.title, body: message.body } });
  });

  it('skips FCM entirely without tokens', async () => {
    const { db } = fakeDb([]);
    const send = vi.fn();
    expect(await sendPush(db, 'ami', message, () => ({ sendEachForMulticast: send }))).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends to the newest tokens only', async () => {
    const tokens = Array.from({ length: 12 }, (_, index) => `t${index}`);
    const { db, queries } = fakeDb(tokens);
    const { client, sent } = fakeClient({});
    await sendPush(db, 'ami', message, client);
    expect(queries).toEqual([{ path: 'users/ami/pushTokens', limit: MAX_PUSH_TOKENS }]);
    expect(sent[0]?.tokens).toEqual(tokens.slice(0, 10));
  });

  it('deletes the tokens FCM reports dead, and keeps the others', async () => {
    const { db, deleted } = fakeDb(['gone', 'bad', 'busy', 'fine']);
    const { client } = fakeClient({
      gone: 'messaging/registration-token-not-registered',
      bad: 'messaging/invalid-registration-token',
      busy: 'messaging/server-unavailable',
    });
    expect(await sendPush(db, 'ami', message, client)).toBe(1);
    expect(deleted).toEqual(['users/ami/pushTokens/gone', 'users/ami/pushTokens/bad']);
  });

  it('deletes nothing when every token works', async () => {
    const { db, deleted } = fakeDb(['t1']);
    const { client } = fakeClient({});
    await sendPush(db, 'ami', message, client);
    expect(deleted).toEqual([]);
  });

  it('logs, never throws, when FCM fails', async () => {
    const { db, deleted } = fakeDb(['t1']);
    const client = () => ({
      sendEachForMulticast: async () => {
        throw new Error('network down');
      },
    });
    await expect(sendPush(db, 'ami', message, client)).resolves.toBe(0);
    expect(deleted).toEqual([]);
  });
});
