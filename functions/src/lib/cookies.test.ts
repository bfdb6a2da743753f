import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; __session=abc.def; b=2', '__session')).toBe('abc.def');
  });

  it('returns undefined when absent or without a header', () => {
    expect(readCookie('a=1', '__session')).toBeUndefined();
    expect(readCookie(undefined, '__session')).toBeUndefined();
  });

  it('keeps a value that is not valid URI encoding', () => {
    expect(readCookie('__session=%E0%A4%A', '__session')).toBe('%E0%A4%A');
  });
});
