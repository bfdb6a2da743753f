import { describe, expect, it } from 'vitest';
import { AVATAR_TYPES, sniffFileType } from './sniff';
import { bytes, FIXTURES } from './testFixtures';

describe('sniffFileType', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
  ] as const)('recognises %s from its magic bytes', (name, type) => {
    expect(sniffFileType(FIXTURES[name])).toBe(type);
  });

  it.each([
    ['GIF', FIXTURES.gif],
    ['SVG (text)', FIXTURES.svg],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['a truncated JPEG signature', bytes([0xff, 0xd8])],
    ['"RIFF" alone', bytes('RIFF')],
    ['nothing', bytes()],
  ])('rejects %s', (_name, content) => {
    expect(sniffFileType(content)).toBeNull();
  });

  it('finds the signature only at the start of the file', () => {
    expect(sniffFileType(Buffer.concat([Buffer.from('junk'), FIXTURES.png]))).toBeNull();
  });

  it('accepts JPEG, PNG and WebP for avatars, not PDF', () => {
    expect([...AVATAR_TYPES].sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });
});
