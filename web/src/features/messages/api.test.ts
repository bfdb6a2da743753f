import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../shared/api/http';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import {
  loadConversationsPage,
  loadOlderMessages,
  markDelivered,
  markRead,
  sendMessage,
  subscribeMessages,
  uploadAttachment,
} from './api';
import { conversationConverter, messageConverter } from './converters';
import { cursorOf } from './testing';

vi.mock('../../shared/api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/http')>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));

const SERVER_TIME = { serverTimestamp: true };

interface Recorded {
  path: string;
  constraints: unknown[];
  converter?: unknown;
}

/** An `fs` whose builders record what they were given, and whose reads answer `docs`. */
function recordingHandle(docs: { id: string; data: () => unknown }[] = []) {
  const calls: Record<string, unknown[][]> = {};
  const record =
    (name: string, answer: (...args: unknown[]) => unknown = () => undefined) =>
    (...args: unknown[]) => {
      (calls[name] ??= []).push(args);
      return answer(...args);
    };
  const ref = (path: string): Recorded & { withConverter: (c: unknown) => Recorded } => ({
    path,
    constraints: [],
    withConverter(converter: unknown) {
      return { ...this, converter };
    },
  });
  const fs = {
    collection: (_db: unknown, ...segments: string[]) => ref(segments.join('/')),
    doc: (parent: unknown, ...segments: string[]) =>
      segments.length ? ref(segments.join('/')) : ref(`${(parent as Recorded).path}/NEWID`),
    where: (...args: unknown[]) => ['where', ...args],
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
    limit: (...args: unknown[]) => ['limit', ...args],
    query: (base: Recorded, ...constraints: unknown[]) => ({ ...base, constraints }),
    serverTimestamp: () => SERVER_TIME,
    getDocs: record('getDocs', async () => ({ docs })),
    onSnapshot: record('onSnapshot', () => () => {}),
    setDoc: record('setDoc', () => new Promise(() => {})),
    updateDoc: record('updateDoc', async () => {}),
  };
  vi.mocked(loadFirestore).mockResolvedValue({ fs, db: {} } as unknown as FirestoreHandle);
  return calls;
}

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

describe('messages api', () => {
  it("reads a page of the user's conversations after a cursor, 20 newest first", async () => {
    const calls = recordingHandle(
      Array.from({ length: 20 }, (_, index) => ({ id: `c${index}`, data: () => ({ id: index }) })),
    );
    const page = await loadConversationsPage('u1', cursorOf('c19'));
    expect(calls.getDocs?.[0]?.[0]).toEqual({
      path: 'conversations',
      converter: conversationConverter,
      constraints: [
        ['where', 'participants', 'array-contains', 'u1'],
        ['orderBy', 'updatedAt', 'desc'],
        ['startAfter', cursorOf('c19')],
        ['limit', 20],
      ],
      withConverter: expect.any(Function),
    });
    expect(page.conversations).toHaveLength(20);
    expect(page.next).not.toBeNull();
    recordingHandle([{ id: 'c', data: () => ({}) }]);
    expect((await loadConversationsPage('u1', cursorOf('c19'))).next).toBeNull();
  });

  it('listens to the newest 30 messages with their pending state, and pages older ones', async () => {
    const calls = recordingHandle([]);
    await subscribeMessages(
      'b_1',
      () => {},
      () => {},
    );
    const [query, options] = calls.onSnapshot?.[0] ?? [];
    expect(query).toMatchObject({
      path: 'conversations/b_1/messages',
      converter: messageConverter,
      constraints: [
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 30],
      ],
    });
    expect(options).toEqual({ includeMetadataChanges: true });
    const older = await loadOlderMessages('b_1', cursorOf('m1'));
    expect(calls.getDocs?.[0]?.[0]).toMatchObject({
      constraints: [
        ['orderBy', 'createdAt', 'desc'],
        ['startAfter', cursorOf('m1')],
        ['limit', 30],
      ],
    });
    expect(older).toEqual({ messages: [], hasMore: false });
  });

  it('writes a message on an id made here, without waiting for the server', async () => {
    const calls = recordingHandle();
    const { stored } = await sendMessage('b_1', 'u1', { text: 'Bonjour', attachments: [] });
    expect(stored).toBeInstanceOf(Promise);
    expect(calls.setDoc?.[0]).toEqual([
      expect.objectContaining({ path: 'conversations/b_1/messages/NEWID' }),
      {
        senderId: 'u1',
        text: 'Bonjour',
        attachments: [],
        createdAt: SERVER_TIME,
        editedAt: null,
      },
    ]);
  });

  it("stamps only the user's own key of readAt and deliveredAt with the server's time", async () => {
    const calls = recordingHandle();
    await markRead('b_1', 'u1');
    await markDelivered('b_1', 'u1');
    expect(calls.updateDoc).toEqual([
      [expect.objectContaining({ path: 'conversations/b_1' }), { 'readAt.u1': SERVER_TIME }],
      [expect.objectContaining({ path: 'conversations/b_1' }), { 'deliveredAt.u1': SERVER_TIME }],
    ]);
  });

  it('uploads an attachment as the multipart field "file"', async () => {
    const answer = {
      id: 'a'.repeat(20),
      name: 'plan.pdf',
      contentType: 'application/pdf',
      size: 3,
    };
    vi.mocked(apiFetch).mockResolvedValue(answer);
    const file = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    expect(await uploadAttachment('b_1', file)).toEqual(answer);
    const [path, init] = vi.mocked(apiFetch).mock.calls[0] ?? [];
    expect(path).toBe('/api/conversations/b_1/attachments');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    vi.mocked(apiFetch).mockResolvedValue({});
    await expect(uploadAttachment('b_1', file)).rejects.toThrow();
  });
});
