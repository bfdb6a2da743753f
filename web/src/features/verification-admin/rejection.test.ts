import { describe, expect, it } from 'vitest';
import { VERIFICATION_LIMITS } from '@marketplace/domain';
import { checkRejection } from './rejection';

describe('checkRejection', () => {
  it('needs a reason from the list', () => {
    expect(checkRejection({ reason: '', text: '' })).toEqual({
      ok: false,
      field: 'reason',
      error: { key: 'validation.required' },
    });
    expect(checkRejection({ reason: 'unreadable', text: 'ignored' })).toEqual({
      ok: true,
      decision: { decision: 'reject', reason: 'unreadable' },
    });
  });

  it('needs a free text with `other`, trimmed and not too long', () => {
    expect(checkRejection({ reason: 'other', text: '   ' })).toMatchObject({
      ok: false,
      field: 'text',
      error: { key: 'validation.required' },
    });
    const long = 'x'.repeat(VERIFICATION_LIMITS.reasonMaxLength + 1);
    expect(checkRejection({ reason: 'other', text: long })).toMatchObject({
      ok: false,
      field: 'text',
      error: { key: 'validation.tooLong', values: { max: VERIFICATION_LIMITS.reasonMaxLength } },
    });
    expect(checkRejection({ reason: 'other', text: '  Photo floue  ' })).toEqual({
      ok: true,
      decision: { decision: 'reject', reason: 'other', reasonText: 'Photo floue' },
    });
  });
});
