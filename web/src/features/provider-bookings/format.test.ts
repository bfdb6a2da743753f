import { describe, expect, it, vi } from 'vitest';
import { zonedInstant } from '@marketplace/domain';
import {
  durationParts,
  endTimeOf,
  formatOffset,
  formatShortDay,
  offsetMinutes,
  zoneCity,
  zoneNoteOf,
} from './format';
import { booking } from './testing';
import { viewerTimeZone } from './viewerClock';

vi.mock('./viewerClock', () => ({ viewerTimeZone: vi.fn() }));

/** The viewer's browser as if it were in `timeZone`. */
const viewerIn = (timeZone: string) => vi.mocked(viewerTimeZone).mockReturnValue(timeZone);

describe('days', () => {
  it('formats a calendar column’s heading without shifting the day', () => {
    expect(formatShortDay('2026-03-22', 'en')).toBe('Sun 22 Mar');
  });
});

describe('the provider’s clock', () => {
  it('reads the offset of the booking’s zone at its start', () => {
    expect(offsetMinutes(booking().startAt, 'Africa/Douala')).toBe(60);
    // Egypt keeps summer time: UTC+3 in July, UTC+2 in January.
    expect(offsetMinutes(zonedInstant('2026-07-01', '10:00', 'Africa/Cairo'), 'Africa/Cairo')).toBe(
      180,
    );
    expect(offsetMinutes(zonedInstant('2026-01-05', '10:00', 'Africa/Cairo'), 'Africa/Cairo')).toBe(
      120,
    );
  });

  it('ends on the provider’s clock, past midnight too', () => {
    expect(endTimeOf(booking())).toBe('11:00');
    expect(endTimeOf({ endAt: new Date('2026-03-16T23:30:00Z'), timeZone: 'Africa/Nairobi' })).toBe(
      '02:30',
    );
  });

  it('names the zone only when the viewer’s clock differs', () => {
    viewerIn('Africa/Lagos');
    expect(zoneNoteOf(booking())).toBeNull();
    viewerIn('Africa/Abidjan');
    expect(zoneNoteOf(booking())).toEqual({ city: 'Douala', offset: 'UTC+1' });
    expect(
      zoneNoteOf(
        booking({
          timeZone: 'Africa/Dar_es_Salaam',
          time: '11:00',
          startAt: new Date('2026-03-16T08:00:00Z'),
        }),
      ),
    ).toEqual({ city: 'Dar es Salaam', offset: 'UTC+3' });
  });

  it('reads the offset of any zone at an instant, seconds aside', () => {
    const instant = new Date('2026-03-16T08:00:45.500Z');
    expect(offsetMinutes(instant, 'Africa/Nairobi')).toBe(180);
    expect(offsetMinutes(instant, 'Africa/Abidjan')).toBe(0);
    expect(offsetMinutes(instant, 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(instant, 'America/Sao_Paulo')).toBe(-180);
  });

  it('writes offsets the short way', () => {
    expect(formatOffset(0)).toBe('UTC');
    expect(formatOffset(120)).toBe('UTC+2');
    expect(formatOffset(330)).toBe('UTC+5:30');
    expect(formatOffset(-60)).toBe('UTC-1');
    expect(zoneCity('Africa/Abidjan')).toBe('Abidjan');
  });
});

describe('durationParts', () => {
  it('splits minutes into hours and minutes', () => {
    expect(durationParts(45)).toEqual({ key: 'minutes', hours: 0, minutes: 45 });
    expect(durationParts(120)).toEqual({ key: 'hours', hours: 2, minutes: 0 });
    expect(durationParts(90)).toEqual({ key: 'hoursMinutes', hours: 1, minutes: 30 });
  });
});
