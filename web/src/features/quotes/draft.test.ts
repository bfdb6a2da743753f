import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStoredDraft,
  draftStorageKey,
  loadStoredDraft,
  newDraft,
  newRequestId,
  saveStoredDraft,
} from './draft';

afterEach(() => localStorage.clear());

describe('newRequestId', () => {
  it('makes 20 letters and digits, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, newRequestId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe('the stored draft', () => {
  it('comes back as saved, request id and photos included', () => {
    const draft = {
      ...newDraft(null),
      category: 'plumbing',
      description: 'Fuite sous l’évier',
      urgency: 'high' as const,
      photos: [{ id: 'PHOTOAAAAAAAAAAAAAA1', name: 'evier.jpg' }],
    };
    saveStoredDraft({ draft, step: 'photos' });
    expect(loadStoredDraft(null)).toEqual({ draft, step: 'photos' });
  });

  it('is kept apart per provider, and for open requests', () => {
    saveStoredDraft({ draft: newDraft('p1'), step: 'details' });
    expect(loadStoredDraft(null)).toBeNull();
    expect(loadStoredDraft('p1')?.step).toBe('details');
    expect(localStorage.getItem(draftStorageKey('p1'))).not.toBeNull();
    clearStoredDraft('p1');
    expect(loadStoredDraft('p1')).toBeNull();
  });

  it('is ignored when unreadable or without a valid request id', () => {
    localStorage.setItem(draftStorageKey(null), '{not json');
    expect(loadStoredDraft(null)).toBeNull();
    localStorage.setItem(
      draftStorageKey(null),
      JSON.stringify({ version: 1, step: 'review', draft: { requestId: 'short' } }),
    );
    expect(loadStoredDraft(null)).toBeNull();
  });

  it('drops values it does not know, and starts at the first step for an unknown one', () => {
    const { requestId } = newDraft(null);
    localStorage.setItem(
      draftStorageKey(null),
      JSON.stringify({
        version: 1,
        step: 'payment',
        draft: { requestId, urgency: 'tomorrow', contactMethod: 'fax', photos: [{ name: 'x' }] },
      }),
    );
    const stored = loadStoredDraft(null);
    expect(stored?.step).toBe('service');
    expect(stored?.draft).toMatchObject({ requestId, urgency: '', contactMethod: '', photos: [] });
  });
});
