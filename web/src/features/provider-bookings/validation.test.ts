import { describe, expect, it } from 'vitest';
import { validateProblem, validateReason, validateReply } from './validation';

describe('validation', () => {
  it('requires a reason and trims it', () => {
    expect(validateReason('   ')).toEqual({ ok: false, error: { key: 'validation.required' } });
    expect(validateReason(' Malade ')).toEqual({ ok: true, text: 'Malade' });
    expect(validateReason('x'.repeat(501))).toEqual({
      ok: false,
      error: { key: 'validation.tooLong', values: { max: 500 } },
    });
  });

  it('requires a problem’s reason', () => {
    expect(validateProblem('')).toMatchObject({ ok: false });
    expect(validateProblem('Client absent')).toEqual({ ok: true, text: 'Client absent' });
  });

  it('requires a reply of 1,000 characters at most', () => {
    expect(validateReply('')).toMatchObject({ ok: false });
    expect(validateReply('x'.repeat(1001))).toMatchObject({
      ok: false,
      error: { key: 'validation.tooLong' },
    });
    expect(validateReply('Merci !')).toEqual({ ok: true, text: 'Merci !' });
  });
});
