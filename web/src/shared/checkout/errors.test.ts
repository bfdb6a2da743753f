import { describe, expect, it } from 'vitest';
import {
  PAYABLE_METHODS,
  PAYMENT_ERRORS,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_VALIDATION,
  VALIDATION,
} from '@marketplace/domain';
import { i18n } from '../i18n';
import { fieldErrorKey, paymentErrorOf, paymentErrorText } from './errors';
import './i18n';
import en from './locales/en/payments.json';
import fr from './locales/fr/payments.json';
import { apiError } from './testing';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

/** The text of `key` in both languages (i18next answers the key itself when it is missing). */
const texts = (key: string, ns = 'payments') =>
  (['fr', 'en'] as const).map((lng) => {
    const text = i18n.t(key, { ns, lng });
    expect(text, `${lng}: ${key}`).not.toBe(key.split(/[.:]/).pop());
    expect(i18n.exists(key, { ns, lng }), `${lng}: ${key}`).toBe(true);
    return text;
  });

describe('payments texts', () => {
  it('has the same keys in French and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort());
  });

  it('translates every api error code of PAYMENT_ERRORS', () => {
    for (const code of Object.values(PAYMENT_ERRORS)) {
      const key = paymentErrorOf(apiError(409, code));
      expect(key).not.toBe('failed');
      texts(paymentErrorText(key));
    }
  });

  it('names failures without a known code by their status or the network', () => {
    expect(paymentErrorOf(apiError(404, 'nothing_known'))).toBe('notFound');
    expect(paymentErrorOf(apiError(410, 'gone'))).toBe('linkExpired');
    expect(paymentErrorOf(apiError(500, 'internal'))).toBe('failed');
    expect(paymentErrorOf(new TypeError('Failed to fetch'))).toBe('network');
  });

  it('translates every PAYMENT_VALIDATION key, and the common ones in common', () => {
    for (const key of Object.values(PAYMENT_VALIDATION)) {
      const [frText] = texts(fieldErrorKey({ key }));
      expect(frText).not.toContain('validation');
    }
    expect(i18n.t(fieldErrorKey({ key: VALIDATION.required }), { lng: 'fr' })).toBe(
      'Ce champ est obligatoire',
    );
  });

  it('translates every failure reason, method and status group', () => {
    for (const reason of PAYMENT_FAILURE_REASONS) texts(`reasons.${reason}`);
    for (const method of PAYABLE_METHODS) texts(`methods.${method}`);
    for (const group of ['pending', 'success', 'failed']) texts(`group.${group}`);
  });
});
