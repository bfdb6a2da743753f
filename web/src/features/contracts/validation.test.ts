import { describe, expect, it } from 'vitest';
import { CONTRACT_LIMITS, type Language } from '@marketplace/domain';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS, i18n } from '../../shared/i18n';
import { contractOf } from './testing';
import {
  validateCancelReason,
  validateChangeRequest,
  validateSignature,
  validateTerms,
} from './validation';

const say = (error: FieldError | undefined, language: Language) =>
  error && i18n.getFixedT(language, COMMON_NS)(error.key, { ...error.values });

describe('validateTerms', () => {
  it('accepts complete terms, trimmed', () => {
    const terms = { ...contractOf().terms, duration: '  2 jours ' };
    expect(validateTerms(terms)).toEqual({ ok: true, value: { ...terms, duration: '2 jours' } });
  });

  it.each([
    ['fr', 'Ce champ est obligatoire', 'La date de fin doit suivre la date de début'],
    ['en', 'This field is required', 'The end date must come after the start date'],
  ] as const)('gives translated messages (%s)', (language, required, range) => {
    const result = validateTerms({
      ...contractOf().terms,
      duration: ' ',
      deliverables: '',
      startDate: '2025-03-04',
      endDate: '2025-03-03',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(say(result.errors.duration, language)).toBe(required);
    expect(say(result.errors.deliverables, language)).toBe(required);
    expect(say(result.errors.endDate, language)).toBe(range);
    expect(result.errors.penalties).toBeUndefined();
  });

  it('refuses an invalid day and a text over its limit', () => {
    const result = validateTerms({
      ...contractOf().terms,
      startDate: '2025-02-30',
      paymentTerms: 'x'.repeat(CONTRACT_LIMITS.paymentTerms + 1),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(say(result.errors.startDate, 'en')).toBe('Please enter a valid date');
    expect(say(result.errors.paymentTerms, 'fr')).toBe('Ce texte est trop long');
  });

  it('accepts an end date on the start date', () => {
    const terms = { ...contractOf().terms, endDate: contractOf().terms.startDate };
    expect(validateTerms(terms).ok).toBe(true);
  });
});

describe('dialog texts', () => {
  it('requires a change request message and a cancellation reason', () => {
    expect(validateChangeRequest('  ')).toEqual({
      ok: false,
      errors: { key: 'validation.required' },
    });
    expect(validateChangeRequest(' Plus tôt svp ')).toEqual({ ok: true, value: 'Plus tôt svp' });
    expect(validateCancelReason('')).toEqual({ ok: false, errors: { key: 'validation.required' } });
    expect(validateCancelReason('Travaux annulés')).toEqual({ ok: true, value: 'Travaux annulés' });
  });

  it('requires the signer name', () => {
    expect(validateSignature(' ', 'a'.repeat(64)).ok).toBe(false);
    expect(validateSignature('Awa Diop', 'a'.repeat(64))).toEqual({
      ok: true,
      value: { name: 'Awa Diop', termsHash: 'a'.repeat(64) },
    });
  });
});
