import { describe, expect, it } from 'vitest';
import { durationParts, formatReviewDate, telUrl, weekdayName, whatsappUrl } from './format';

describe('provider profile formatting', () => {
  it('formats dates in the page language', () => {
    const date = new Date(2026, 2, 12, 10);
    expect(formatReviewDate(date, 'fr')).toBe('12 mars 2026');
    expect(formatReviewDate(date, 'en')).toBe('12 March 2026');
  });

  it('names weekdays in the page language', () => {
    expect(weekdayName('mon', 'fr')).toBe('Lundi');
    expect(weekdayName('sun', 'en')).toBe('Sunday');
  });

  it('splits durations the way they are said', () => {
    expect(durationParts(45)).toEqual({ kind: 'minutes', minutes: 45 });
    expect(durationParts(60)).toEqual({ kind: 'hours', hours: 1, minutes: 0 });
    expect(durationParts(90)).toEqual({ kind: 'hours', hours: 1, minutes: 30 });
    expect(durationParts(480)).toEqual({ kind: 'hours', hours: 8, minutes: 0 });
    expect(durationParts(2 * 24 * 60)).toEqual({ kind: 'days', days: 2 });
    expect(durationParts(24 * 60 + 30)).toEqual({ kind: 'hours', hours: 24, minutes: 30 });
  });

  it('builds WhatsApp and phone links from the stored number', () => {
    expect(whatsappUrl('+237 677 41 25 83')).toBe('https://wa.me/237677412583');
    expect(telUrl('+237 677 41 25 83')).toBe('tel:+237677412583');
  });
});
