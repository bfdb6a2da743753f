import { describe, expect, it } from 'vitest';
import {
  bilingual,
  bilingualOrNull,
  date,
  dateOrNull,
  MalformedDocument,
  number,
  oneOfOrNull,
  textOrNull,
} from './documentFields';

describe('documentFields', () => {
  it('reads well-formed fields, and null for absent optional ones', () => {
    const at = new Date('2026-11-24T09:00:00Z');
    expect(date({ toDate: () => at }, 'at')).toEqual(at);
    expect(dateOrNull(undefined, 'at')).toBeNull();
    expect(number(12, 'n')).toBe(12);
    expect(textOrNull(null, 't')).toBeNull();
    expect(oneOfOrNull(['a', 'b'] as const, 'b', 'x')).toBe('b');
    expect(bilingual({ fr: 'Fuite', en: 'Leak' }, 'title')).toEqual({ fr: 'Fuite', en: 'Leak' });
    expect(bilingual({ fr: 'Fuite', en: null }, 'title')).toEqual({ fr: 'Fuite' });
    expect(bilingualOrNull(undefined, 'title')).toBeNull();
  });

  it('names the malformed field', () => {
    expect(() => number(Number.NaN, 'priceFCFA')).toThrow(MalformedDocument);
    expect(() => number('12', 'priceFCFA')).toThrow(/priceFCFA/);
    expect(() => oneOfOrNull(['a'] as const, 'z', 'status')).toThrow(/status/);
    expect(() => bilingual({ en: 'Leak' }, 'title')).toThrow(/title\.fr/);
    expect(() => date('2026-11-24', 'startAt')).toThrow(/startAt/);
  });
});
