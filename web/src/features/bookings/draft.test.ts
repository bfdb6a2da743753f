import { afterEach, describe, expect, it } from 'vitest';
import { draftStorageKey, loadStoredDraft, newDraft, saveStoredDraft, withChoice } from './draft';

afterEach(() => localStorage.clear());

describe('withChoice', () => {
  const chosen = {
    ...newDraft('p1', 's01'),
    durationMinutes: 60,
    day: '2026-03-17',
    time: '09:00',
  };

  it('keeps the request id while the choice stays the same', () => {
    expect(withChoice(chosen, { time: '09:00' })).toBe(chosen);
    expect(withChoice(chosen, { day: '2026-03-17', time: '09:00' })).toBe(chosen);
  });

  it('makes a new request id for another booking', () => {
    const moved = withChoice(chosen, { time: '10:30' });
    expect(moved.time).toBe('10:30');
    expect(moved.requestId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(moved.requestId).not.toBe(chosen.requestId);
  });

  it('drops the start time when the day, duration or service changes', () => {
    expect(withChoice(chosen, { day: '2026-03-18' })).toMatchObject({
      day: '2026-03-18',
      time: '',
    });
    expect(withChoice(chosen, { durationMinutes: 75 })).toMatchObject({ time: '' });
    expect(withChoice(chosen, { serviceId: 's02', durationMinutes: 120 })).toMatchObject({
      serviceId: 's02',
      time: '',
    });
  });
});

describe('the stored draft', () => {
  it('is private, per provider, and read back with its step', () => {
    const draft = { ...newDraft('p1', 's01'), durationMinutes: 90, notes: 'Portail bleu' };
    saveStoredDraft({ draft, step: 'review' });
    expect(draftStorageKey('p1')).toBe('private:bookings:draft:p1');
    expect(loadStoredDraft('p1')).toEqual({ draft, step: 'review' });
    expect(loadStoredDraft('p2')).toBeNull();
  });

  it('ignores an unreadable or tampered draft', () => {
    localStorage.setItem(draftStorageKey('p1'), '{not json');
    expect(loadStoredDraft('p1')).toBeNull();
    localStorage.setItem(
      draftStorageKey('p1'),
      JSON.stringify({ version: 1, draft: { requestId: 'short' }, step: 'review' }),
    );
    expect(loadStoredDraft('p1')).toBeNull();
  });
});
