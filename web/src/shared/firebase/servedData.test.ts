import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicDocument } from './publicQuery';
import {
  installServedReads,
  loadableConverter,
  parseServedPage,
  serializeServedPage,
  useServedPages,
} from './servedData';

const at = new Date('2026-11-02T10:00:00Z');
const documents: PublicDocument[] = [
  {
    id: 'p1',
    data: { displayName: '</script><script>alert(1)</script>', at: { toDate: () => at } },
  },
];
const named = (document: PublicDocument) => ({ id: document.id, name: document.data.displayName });

describe('loadableConverter', () => {
  it('loads once, and is known as loaded from then on', async () => {
    const load = vi.fn(async () => named);
    const converter = loadableConverter('test/once', load);
    expect(converter.loaded()).toBeUndefined();
    await Promise.all([converter.load(), converter.load()]);
    expect(load).toHaveBeenCalledOnce();
    expect(converter.loaded()).toBe(named);
  });

  it('tries again after a failed load (offline before its chunk came)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(named);
    const converter = loadableConverter('test/retry', load);
    await expect(converter.load()).rejects.toThrow('offline');
    await expect(converter.load()).resolves.toBe(named);
  });
});

describe('the served page’s data', () => {
  it('travels as text no HTML can break out of, timestamps included', () => {
    const text = serializeServedPage({
      width: 360,
      reads: [{ key: 'k', converter: 'c', pages: [documents] }],
    });
    expect(text).not.toContain('<');
    const page = parseServedPage(text);
    expect(page?.width).toBe(360);
    const [document] = page?.reads[0]?.pages[0] ?? [];
    expect(document?.data.displayName).toBe('</script><script>alert(1)</script>');
    expect((document?.data.at as { toDate(): Date }).toDate()).toEqual(at);
  });

  it('is none when absent or malformed', () => {
    expect(parseServedPage(undefined)).toBeNull();
    expect(parseServedPage('{not json')).toBeNull();
    expect(parseServedPage('{"reads":[]}')).toBeNull();
  });

  it('serves a read to its hook once its converter is in; unknown converters serve nothing', async () => {
    const converter = loadableConverter('test/served', async () => named);
    await installServedReads([
      { key: 'served', converter: 'test/served', pages: [documents] },
      { key: 'unknown', converter: 'test/nobody', pages: [documents] },
    ]);
    expect(converter.loaded()).toBe(named);
    const read = vi.fn(async () => [documents]);
    const { result } = renderHook(() => ({
      served: useServedPages('served', read, converter),
      unknown: useServedPages('unknown', read, converter),
      none: useServedPages(null, read, converter),
    }));
    expect(result.current.served.pages).toEqual([documents]);
    expect(result.current.unknown.pages).toBeUndefined();
    expect(result.current.none.pages).toBeUndefined();
    expect(read).not.toHaveBeenCalled();

    result.current.served.data.release('served');
    const again = renderHook(() => useServedPages('served', read, converter));
    expect(again.result.current.pages).toBeUndefined();
  });
});
