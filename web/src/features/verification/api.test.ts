import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, queryClient } from '../../shared/api/http';
import { createFileLink, emptyView, failureOf, uploadDocument, useMyVerification } from './api';
import { fakeFile, view, viewDocument } from './testing';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  queryClient.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMyVerification', () => {
  it("reads the provider's view from the api", async () => {
    const mine = view([viewDocument('identity')]);
    fetchMock.mockResolvedValueOnce(answer(200, mine));
    const { result } = renderHook(() => useMyVerification('p1'));
    await waitFor(() => expect(result.current.data).toEqual(mine));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/verification');
  });

  it('takes a 404 (nothing sent yet) for an empty view, and waits without a uid', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { error: { code: 'not_found', message: '' } }));
    const { result } = renderHook(() => useMyVerification('p1'));
    await waitFor(() => expect(result.current.data).toEqual(emptyView('p1')));
    renderHook(() => useMyVerification(null));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('uploadDocument', () => {
  it('posts the date first, then the files, and keeps the view the api answers', async () => {
    const stored = view([viewDocument('criminal_record', { issuedOn: '2026-03-01' })]);
    fetchMock.mockResolvedValueOnce(answer(201, stored));
    const files = [fakeFile('a.pdf', 'application/pdf'), fakeFile('b.jpg', 'image/jpeg')];
    expect(
      await uploadDocument('p1', 'criminal_record', files, { issuedOn: '2026-03-01' }),
    ).toEqual(stored);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/verification/documents/criminal_record');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual(['issuedOn', 'files', 'files']);
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.jpg']);
    // The page reads the stored view without another call.
    const { result } = renderHook(() => useMyVerification('p1'));
    expect(result.current.data).toEqual(stored);
  });

  it('is not retried: an error reaches the page at once', async () => {
    fetchMock.mockResolvedValue(answer(503, { error: { code: 'internal', message: '' } }));
    await expect(
      uploadDocument('p1', 'licence', [fakeFile('a.pdf', 'application/pdf')], {}),
    ).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('createFileLink', () => {
  it("asks for one file's link", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { url: '/api/verification/download?token=t' }));
    expect(await createFileLink('p1', 'identity', 'f1')).toEqual({
      url: '/api/verification/download?token=t',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/verification/p1/documents/identity/files/f1/link',
    );
  });
});

describe('failureOf', () => {
  const coded = (status: number, code: string) =>
    new HttpError(status, JSON.stringify({ error: { code, message: code } }));

  it('names each error of the contract, then by status, then the network', () => {
    expect(failureOf(coded(413, 'file_too_large'))).toBe('fileTooLarge');
    expect(failureOf(coded(413, 'too_large'))).toBe('fileTooLarge');
    expect(failureOf(new HttpError(413, ''))).toBe('fileTooLarge');
    expect(failureOf(coded(400, 'invalid_file_type'))).toBe('invalidFileType');
    expect(failureOf(coded(400, 'too_many_files'))).toBe('tooManyFiles');
    expect(failureOf(coded(400, 'record_too_old'))).toBe('recordTooOld');
    expect(failureOf(coded(409, 'invalid_transition'))).toBe('invalidTransition');
    expect(failureOf(coded(404, 'document_not_found'))).toBe('documentNotFound');
    expect(failureOf(coded(410, 'link_expired'))).toBe('linkExpired');
    expect(failureOf(coded(403, 'forbidden'))).toBe('forbidden');
    expect(failureOf(coded(401, 'unauthenticated'))).toBe('signedOut');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureOf(coded(500, 'internal'))).toBe('generic');
  });
});
