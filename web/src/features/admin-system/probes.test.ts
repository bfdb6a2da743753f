import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { PROBES, runProbe } from './probes';

vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));
const loadMock = vi.mocked(loadFirestore);

/** A Firestore double whose server reads answer `read` and writes land in `stored`. */
function handle(read: () => Promise<unknown>) {
  const stored = new Map<string, unknown>();
  const fs = {
    doc: (_db: unknown, ...segments: string[]) => segments.join('/'),
    getDocFromServer: vi.fn(read),
    setDoc: vi.fn(async (path: string, data: unknown) => {
      stored.set(path, data);
    }),
    serverTimestamp: () => 'now',
  };
  loadMock.mockResolvedValue({ fs, db: {} } as unknown as FirestoreHandle);
  return { fs, stored };
}

beforeEach(() => loadMock.mockReset());

describe('rulesDenial', () => {
  it('passes when the rules refuse the read', async () => {
    handle(() => Promise.reject(Object.assign(new Error('x'), { code: 'permission-denied' })));
    await expect(PROBES.rulesDenial('a1')).resolves.toEqual({ ok: true, detail: 'denied' });
  });

  it('fails when the read is served, or fails for another reason', async () => {
    handle(() => Promise.resolve({ exists: () => false }));
    await expect(PROBES.rulesDenial('a1')).resolves.toMatchObject({ ok: false, detail: 'allowed' });
    handle(() => Promise.reject(Object.assign(new Error('x'), { code: 'unavailable' })));
    await expect(PROBES.rulesDenial('a1')).resolves.toMatchObject({
      ok: false,
      values: { code: 'unavailable' },
    });
  });
});

describe('writeReadBack', () => {
  it("writes the admin's own probe and checks the nonce read back", async () => {
    const { fs, stored } = handle(async () => ({
      get: (field: string) => (stored.get('adminProbes/a1') as Record<string, unknown>)[field],
    }));
    await expect(PROBES.writeReadBack('a1')).resolves.toMatchObject({
      ok: true,
      detail: 'readBack',
    });
    expect(fs.setDoc).toHaveBeenCalledWith('adminProbes/a1', {
      nonce: expect.any(String),
      at: 'now',
    });
  });

  it('fails when the server holds something else', async () => {
    handle(async () => ({ get: () => 'another' }));
    await expect(PROBES.writeReadBack('a1')).resolves.toMatchObject({
      ok: false,
      detail: 'mismatch',
    });
  });
});

describe('runProbe', () => {
  it('times a probe and turns a throw into a failure with its code', async () => {
    let clock = 100;
    const now = () => (clock += 25);
    await expect(
      runProbe(async () => ({ ok: true, detail: 'denied' }), 'a1', now),
    ).resolves.toEqual({
      ok: true,
      detail: 'denied',
      durationMs: 25,
    });
    await expect(
      runProbe(
        () => Promise.reject(Object.assign(new Error('x'), { code: 'unavailable' })),
        'a1',
        now,
      ),
    ).resolves.toMatchObject({ ok: false, detail: 'failed', values: { code: 'unavailable' } });
  });
});
