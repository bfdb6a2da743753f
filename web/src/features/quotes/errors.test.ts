import { describe, expect, it } from 'vitest';
import { QUOTE_ERRORS } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { quoteErrorOf } from './errors';

const answer = (status: number, code?: string) =>
  new HttpError(status, code ? JSON.stringify({ error: { code, message: 'x' } }) : '');

describe('quoteErrorOf', () => {
  it('maps every code of the quote api to a text in both languages', () => {
    for (const [key, code] of Object.entries(QUOTE_ERRORS)) {
      expect(quoteErrorOf(answer(400, code))).toBe(key);
      expect(fr.errors).toHaveProperty(key);
      expect(en.errors).toHaveProperty(key);
    }
  });

  it('maps the generic codes, then the status, then the network', () => {
    expect(quoteErrorOf(answer(400, 'invalid_request'))).toBe('invalidRequest');
    expect(quoteErrorOf(answer(401, 'unauthenticated'))).toBe('unauthenticated');
    expect(quoteErrorOf(answer(413, 'too_large'))).toBe('tooLarge');
    expect(quoteErrorOf(answer(403, 'email_not_verified'))).toBe('emailNotVerified');
    expect(quoteErrorOf(answer(409))).toBe('invalidTransition');
    expect(quoteErrorOf(answer(503))).toBe('failed');
    expect(quoteErrorOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(quoteErrorOf(new Error('?'))).toBe('failed');
  });
});
