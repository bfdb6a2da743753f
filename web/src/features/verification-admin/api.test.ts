import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { decideDocument, failureOf, fetchAudit, fetchFile, fetchQueue, openDocument } from './api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock
    .mockReset()
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ items: [], next: null }), { status: 200 })),
    );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const call = (index = 0) => {
  const [path, init] = fetchMock.mock.calls[index] ?? [];
  return { path, method: init?.method ?? 'GET', body: init?.body };
};

describe('the verification admin api', () => {
  it('asks for the queue, filtered and from a cursor when given', async () => {
    await fetchQueue(null, null);
    await fetchQueue('criminal_record', 'p20');
    expect(call(0).path).toBe('/api/admin/verification/queue');
    expect(call(1).path).toBe('/api/admin/verification/queue?kind=criminal_record&after=p20');
    await fetchAudit('p1', 'a9');
    expect(call(2).path).toBe('/api/verification/p1/audit?after=a9');
  });

  it('posts the opening and the decision', async () => {
    await openDocument('p1', 'identity');
    await decideDocument('p1', 'licence', { decision: 'reject', reason: 'unreadable' });
    expect(call(0)).toEqual({
      path: '/api/admin/verification/p1/documents/identity/open',
      method: 'POST',
      body: '{}',
    });
    expect(call(1)).toEqual({
      path: '/api/admin/verification/p1/documents/licence/decision',
      method: 'POST',
      body: '{"decision":"reject","reason":"unreadable"}',
    });
  });

  it('names failures by code, then by status', () => {
    const error = (status: number, code: string) =>
      new HttpError(status, JSON.stringify({ error: { code, message: 'x' } }));
    expect(failureOf(error(404, 'document_not_found'))).toBe('document_not_found');
    expect(failureOf(error(410, 'link_expired'))).toBe('link_expired');
    expect(failureOf(error(409, 'conflict'))).toBe('invalid_transition');
    expect(failureOf(error(403, 'nope'))).toBe('forbidden');
    expect(failureOf(error(401, 'x'))).toBe('unauthenticated');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureOf(error(500, 'internal'))).toBe('generic');
  });
});

describe('fetchFile', () => {
  const file = {
    id: 'f1',
    contentType: 'application/pdf',
    size: 5,
    name: 'licence.pdf',
    uploadedAt: '2026-03-17T10:00:00Z',
  } as const;

  it('asks for a link, then reads the bytes, typed as the view says', async () => {
    fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ url: '/api/verification/download?token=t', expiresAt: '' })),
      )
      .mockResolvedValueOnce(new Response('%PDF-', { headers: { 'Content-Type': 'text/html' } }));
    const blob = await fetchFile('p1', 'licence', file);
    expect(call(0)).toMatchObject({
      path: '/api/verification/p1/documents/licence/files/f1/link',
      method: 'POST',
    });
    expect(call(1).path).toBe('/api/verification/download?token=t');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-');
  });

  it('fails with the download’s error code', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify({ url: '/dl?token=t', expiresAt: '' })))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: { code: 'link_expired', message: 'x' } }), {
          status: 410,
        }),
      );
    const error: unknown = await fetchFile('p1', 'licence', file).catch((caught) => caught);
    expect(failureOf(error)).toBe('link_expired');
  });
});
