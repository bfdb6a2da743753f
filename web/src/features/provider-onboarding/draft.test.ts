import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '@marketplace/domain';
import {
  clearStoredDraft,
  closedWeek,
  draftOfProvider,
  draftStorageKey,
  loadStoredDraft,
  newDraft,
  freeServiceId,
  emptyService,
  saveStoredDraft,
  stepsOf,
} from './draft';
import { validDraft } from './testing';

afterEach(() => sessionStorage.clear());

describe('stepsOf', () => {
  it('gives the complete form every step and the basic form the essentials', () => {
    expect(stepsOf('advanced')).toEqual([
      'trade',
      'presentation',
      'location',
      'services',
      'availability',
      'languages',
      'contact',
      'review',
    ]);
    expect(stepsOf('basic')).toEqual([
      'trade',
      'presentation',
      'location',
      'services',
      'contact',
      'review',
    ]);
  });
});

describe('newDraft', () => {
  it('prefills the name, the contact details and the page language, with one service', () => {
    const draft = newDraft({
      displayName: 'Awa Diop',
      email: 'awa@example.com',
      phone: '+221 77 123 45 67',
      language: 'en',
    });
    expect(draft).toMatchObject({
      displayName: 'Awa Diop',
      email: 'awa@example.com',
      phone: '+221 77 123 45 67',
      whatsapp: '',
      languages: ['en'],
      availability: closedWeek(),
      categories: [],
    });
    expect(draft.services).toHaveLength(1);
  });

  it('gives each new service the first free id of s01…s20', () => {
    expect(freeServiceId([])).toBe('s01');
    expect(freeServiceId([{ id: 's01' }, { id: 's03' }])).toBe('s02');
    expect(emptyService('plumbing', [{ id: 's01' }]).id).toBe('s02');
    expect(() => freeServiceId(SERVICE_IDS.map((id) => ({ id })))).toThrow();
  });
});

describe('the stored draft', () => {
  it('survives a reload: saved, then read back with its step', () => {
    const draft = validDraft({ headlineFr: 'Électricien à Abidjan' });
    saveStoredDraft('u1', { draft, step: 'location' });
    expect(
      loadStoredDraft('u1', newDraft({ displayName: '', email: '', phone: '', language: 'fr' })),
    ).toEqual({
      draft,
      step: 'location',
    });
    // Another user's draft is not theirs.
    expect(loadStoredDraft('u2', draft)).toBeNull();
  });

  it('is gone once cleared, and ignored when unreadable', () => {
    saveStoredDraft('u1', { draft: validDraft(), step: 'trade' });
    clearStoredDraft('u1');
    expect(loadStoredDraft('u1', validDraft())).toBeNull();
    sessionStorage.setItem(draftStorageKey('u1'), '{not json');
    expect(loadStoredDraft('u1', validDraft())).toBeNull();
    sessionStorage.setItem(draftStorageKey('u1'), JSON.stringify({ version: 99, draft: {} }));
    expect(loadStoredDraft('u1', validDraft())).toBeNull();
  });

  it('completes an older draft with the defaults', () => {
    sessionStorage.setItem(
      draftStorageKey('u1'),
      JSON.stringify({ version: 2, draft: { city: 'Thiès' }, step: 'nowhere' }),
    );
    const defaults = validDraft();
    expect(loadStoredDraft('u1', defaults)).toEqual({
      draft: { ...defaults, city: 'Thiès' },
      step: 'trade',
    });
  });

  it('drops a draft of version 1, whose service ids the rules refuse', () => {
    sessionStorage.setItem(
      draftStorageKey('u1'),
      JSON.stringify({ version: 1, draft: { city: 'Thiès' }, step: 'trade' }),
    );
    expect(loadStoredDraft('u1', validDraft())).toBeNull();
  });
});

describe('draftOfProvider', () => {
  it('turns a saved provider and its services back into the form', () => {
    const draft = draftOfProvider(
      {
        displayName: 'Jean-Paul Ekwalla',
        headline: { fr: 'Plombier agréé à Douala', en: 'Licensed plumber in Douala' },
        about: { fr: 'Douze ans de métier.' },
        categories: ['plumbing'],
        specialties: ['Fuites'],
        experienceYears: 12,
        city: 'Douala',
        country: 'CM',
        geo: { lat: 4.0483, lng: 9.6985, geohash: 's1' },
        priceFromFCFA: 10000,
        availability: { ...closedWeek(), mon: ['08:00-18:00'] },
        portfolio: ['https://example.com/a.jpg'],
        languages: ['fr', 'en', 'xx'],
        contact: { phone: '+237677412583', whatsapp: '+237677412583' },
        verified: true,
        rating: 4.8,
      },
      [
        {
          id: 's1',
          data: {
            title: { fr: 'Réparation de fuite', en: 'Leak repair' },
            category: 'plumbing',
            priceFCFA: 10000,
            unit: 'fixed',
            durationMinutes: 60,
            description: { fr: 'Robinet ou siphon.' },
          },
        },
      ],
    );
    expect(draft).toEqual({
      categories: ['plumbing'],
      specialties: ['Fuites'],
      experienceYears: '12',
      displayName: 'Jean-Paul Ekwalla',
      headlineFr: 'Plombier agréé à Douala',
      headlineEn: 'Licensed plumber in Douala',
      aboutFr: 'Douze ans de métier.',
      aboutEn: '',
      country: 'CM',
      city: 'Douala',
      positionMode: 'device',
      position: { lat: 4.0483, lng: 9.6985 },
      mapPosition: null,
      services: [
        {
          // Saved before service ids were s01…s20: moved to a free one.
          id: 's01',
          titleFr: 'Réparation de fuite',
          titleEn: 'Leak repair',
          category: 'plumbing',
          price: '10000',
          unit: 'fixed',
          duration: '60',
          descriptionFr: 'Robinet ou siphon.',
          descriptionEn: '',
        },
      ],
      availability: { ...closedWeek(), mon: [{ start: '08:00', end: '18:00' }] },
      languages: ['fr', 'en'],
      phone: '+237677412583',
      email: '',
      whatsapp: '+237677412583',
      portfolio: ['https://example.com/a.jpg'],
    });
  });

  it('places a provider saved at their city centre "by city"', () => {
    const draft = draftOfProvider({ city: 'Douala', geo: { lat: 4.0511, lng: 9.7679 } }, []);
    expect(draft.positionMode).toBe('city');
    expect(draft.position).toBeNull();
    expect(draft.services).toHaveLength(1);
  });
});
