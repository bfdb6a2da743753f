import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { bookingErrorOf } from './errors';

const answer = (status: number, code: string) =>
  new HttpError(status, JSON.stringify({ error: { code, message: code } }));

describe('bookingErrorOf', () => {
  it('names a lost race for a slot, and a server still busy with others racing', () => {
    expect(bookingErrorOf(answer(409, 'slot_taken'))).toBe('slotTaken');
    expect(bookingErrorOf(answer(503, 'busy'))).toBe('busy');
    expect(bookingErrorOf(new HttpError(503, 'Service Unavailable'))).toBe('busy');
    expect(bookingErrorOf(new HttpError(500, ''))).toBe('failed');
  });
});
