import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import {
  cancelContract,
  completeContract,
  contractFailureOf,
  contractRef,
  requestChange,
  saveTerms,
  signContract,
} from './api';
import { contractConverter } from './converters';
import { contractOf, HASH_V1 } from './testing';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const sent = () =>
  fetchMock.mock.calls.map(([path, init]) => [
    path,
    init?.method,
    init?.body === undefined ? undefined : JSON.parse(String(init.body)),
  ]);

describe('contract reads', () => {
  it('reads contracts/{id} through the contract converter', async () => {
    const fs = {
      doc: (_db: unknown, ...segments: string[]) => ({
        withConverter: (converter: unknown) => ({ path: segments.join('/'), converter }),
      }),
    };
    const ref = await contractRef({ fs, db: {} } as unknown as FirestoreHandle, 'quote-1');
    expect(ref).toEqual({ path: 'contracts/quote-1', converter: contractConverter });
  });
});

describe('contract writes go through the api', () => {
  it('sends each action to its endpoint', async () => {
    const { terms } = contractOf();
    await saveTerms('q1', terms);
    await requestChange('q1', 'Plus tôt');
    await signContract('q1', { name: 'Awa Diop', termsHash: HASH_V1 });
    await completeContract('q1');
    await cancelContract('q1', 'Trop cher');
    expect(sent()).toEqual([
      ['/api/contracts/q1/terms', 'PUT', terms],
      ['/api/contracts/q1/change-request', 'POST', { message: 'Plus tôt' }],
      ['/api/contracts/q1/sign', 'POST', { name: 'Awa Diop', termsHash: HASH_V1 }],
      ['/api/contracts/q1/complete', 'POST', undefined],
      ['/api/contracts/q1/cancel', 'POST', { reason: 'Trop cher' }],
    ]);
  });
});

describe('contractFailureOf', () => {
  const failure = (status: number, code: string) =>
    contractFailureOf(new HttpError(status, JSON.stringify({ error: { code, message: '' } })));

  it('names the api errors the page explains', () => {
    expect(failure(409, 'signature_mismatch')).toBe('signatureMismatch');
    expect(failure(409, 'invalid_transition')).toBe('invalidTransition');
    expect(failure(403, 'forbidden')).toBe('forbidden');
    expect(failure(404, 'not_found')).toBe('notFound');
    expect(failure(400, 'invalid_request')).toBe('invalidRequest');
    expect(failure(401, 'unauthenticated')).toBe('signedOut');
  });

  it('tells a network failure from anything else', () => {
    expect(contractFailureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(contractFailureOf(new HttpError(500, 'oops'))).toBe('generic');
    expect(contractFailureOf(new HttpError(401, ''))).toBe('signedOut');
  });
});
