import { describe, expect, it } from 'vitest';
import { geohashOf, PROVIDER_LIMITS } from '@marketplace/domain';
import { closedWeek, type ProviderDraft, type ServiceDraft } from './draft';
import { validDraft } from './testing';
import { buildSubmission, parseWhole, validateStep } from './validation';

const keys = (draft: ProviderDraft, step: Parameters<typeof validateStep>[0]) =>
  Object.fromEntries(
    Object.entries(validateStep(step, draft)).map(([path, error]) => [path, error.key]),
  );

describe('parseWhole', () => {
  it('reads whole numbers typed with spaces, and nothing else', () => {
    expect(parseWhole('15 000')).toBe(15000);
    expect(parseWhole('15\u202f000')).toBe(15000);
    expect(parseWhole(' 60 ')).toBe(60);
    expect(parseWhole('')).toBeNaN();
    expect(parseWhole('12,5')).toBeNaN();
    expect(parseWhole('-3')).toBeNaN();
    expect(parseWhole('dix')).toBeNaN();
  });
});

describe('validateStep', () => {
  it('passes every step of a complete draft', () => {
    const draft = validDraft({
      availability: { ...closedWeek(), mon: [{ start: '08:00', end: '18:00' }] },
    });
    for (const step of [
      'trade',
      'presentation',
      'location',
      'services',
      'availability',
      'languages',
      'contact',
    ] as const) {
      expect(validateStep(step, draft), step).toEqual({});
    }
  });

  it('trade: 1 to 5 categories, at most 10 specialties, whole years', () => {
    expect(keys(validDraft({ categories: [], experienceYears: '' }), 'trade')).toEqual({
      categories: 'validation.chooseAtLeastOne',
      experienceYears: 'validation.invalidNumber',
    });
    const tooMany = validDraft({
      categories: ['a', 'b', 'c', 'd', 'e', 'f'],
      specialties: Array.from({ length: 11 }, (_, index) => `s${index}`),
      experienceYears: '2.5',
    });
    expect(keys(tooMany, 'trade')).toEqual({
      categories: 'validation.tooMany',
      specialties: 'validation.tooMany',
      experienceYears: 'validation.invalidNumber',
    });
    expect(validateStep('trade', tooMany).categories?.values).toEqual({
      max: PROVIDER_LIMITS.categories,
    });
  });

  it('presentation: name, French headline and about required; English optional but bounded', () => {
    expect(
      keys(validDraft({ displayName: ' ', headlineFr: '', aboutFr: '  ' }), 'presentation'),
    ).toEqual({
      displayName: 'validation.required',
      'headline.fr': 'validation.required',
      'about.fr': 'validation.required',
    });
    expect(keys(validDraft({ headlineEn: 'x'.repeat(121) }), 'presentation')).toEqual({
      'headline.en': 'validation.tooLong',
    });
  });

  it('location: country and city required; the city must be known unless a position is given', () => {
    expect(keys(validDraft({ country: '', city: '' }), 'location')).toEqual({
      country: 'validation.required',
      city: 'validation.required',
    });
    expect(keys(validDraft({ city: 'Mbanga' }), 'location')).toEqual({
      geo: 'providerOnboarding:location.cityUnknown',
    });
    expect(keys(validDraft({ city: 'Mbanga', positionMode: 'device' }), 'location')).toEqual({
      geo: 'providerOnboarding:location.positionMissing',
    });
    expect(
      validateStep(
        'location',
        validDraft({ city: 'Mbanga', positionMode: 'device', position: { lat: 4.5, lng: 9.6 } }),
      ),
    ).toEqual({});
  });

  it('location: the map mode needs a point chosen on the map', () => {
    // A device position does not count as a point on the map.
    const position = { lat: 4.5, lng: 9.6 };
    expect(keys(validDraft({ city: 'Mbanga', positionMode: 'map', position }), 'location')).toEqual(
      { geo: 'providerOnboarding:location.mapPositionMissing' },
    );
    expect(
      validateStep(
        'location',
        validDraft({ city: 'Mbanga', positionMode: 'map', mapPosition: { lat: 4.5, lng: 9.6 } }),
      ),
    ).toEqual({});
  });

  it('services: each checked with providerServiceSchema, in one of the chosen categories', () => {
    const draft = validDraft();
    const service = draft.services[0] as ServiceDraft;
    const broken = {
      ...service,
      titleFr: '',
      category: 'electricity',
      price: '15 000,50',
      duration: '0',
    };
    expect(keys({ ...draft, services: [service, broken] }, 'services')).toEqual({
      'services.1.title.fr': 'validation.required',
      'services.1.category': 'providerOnboarding:services.categoryNotChosen',
      'services.1.priceFCFA': 'validation.invalidNumber',
      'services.1.durationMinutes': 'validation.invalidNumber',
    });
    expect(keys({ ...draft, services: [] }, 'services')).toEqual({
      services: 'validation.chooseAtLeastOne',
    });
    // A price on quote may stay empty.
    expect(
      validateStep('services', { ...draft, services: [{ ...service, unit: 'quote', price: '' }] }),
    ).toEqual({});
  });

  it('availability: each time is HH:MM and a slot ends after it starts', () => {
    const availability = {
      ...closedWeek(),
      tue: [{ start: '18:00', end: '08:00' }],
      wed: [{ start: '08:00', end: '08:00' }],
      sat: [{ start: '9h', end: '12:00' }],
      sun: [{ start: '09:00', end: '' }],
    };
    expect(keys(validDraft({ availability }), 'availability')).toEqual({
      'availability.tue.0.end': 'validation.invalidTimeRange',
      'availability.wed.0.end': 'validation.invalidTimeRange',
      'availability.sat.0.start': 'validation.invalidTimeRange',
      'availability.sun.0.end': 'validation.invalidTimeRange',
    });
  });

  it('languages and contact: at least one', () => {
    expect(keys(validDraft({ languages: [] }), 'languages')).toEqual({
      languages: 'validation.chooseAtLeastOne',
    });
    expect(keys(validDraft({ phone: '', email: ' ', whatsapp: '' }), 'contact')).toEqual({
      contact: 'validation.chooseAtLeastOne',
    });
    expect(keys(validDraft({ phone: '12', email: 'pas-un-email' }), 'contact')).toEqual({
      'contact.phone': 'validation.invalidPhone',
      'contact.email': 'validation.invalidEmail',
    });
  });
});

describe('buildSubmission', () => {
  it('builds exactly the owner fields of providers/{uid} and each service document', () => {
    const result = buildSubmission(
      validDraft({ city: 'douala', headlineEn: 'Plumber in Douala' }),
      'basic',
    );
    expect(result).toEqual({
      ok: true,
      submission: {
        profile: {
          displayName: 'Awa Diop',
          headline: { fr: 'Plombière à Douala', en: 'Plumber in Douala' },
          about: { fr: 'Dépannage et installation sanitaire à Akwa et Bonapriso.' },
          categories: ['plumbing'],
          specialties: ['Fuites'],
          experienceYears: 8,
          city: 'Douala',
          country: 'CM',
          geo: { lat: 4.0511, lng: 9.7679, geohash: geohashOf({ lat: 4.0511, lng: 9.7679 }) },
          availability: closedWeek(),
          portfolio: [],
          languages: ['fr'],
          contact: { phone: '+237 699 12 34 56', email: 'awa@example.com' },
        },
        services: [
          {
            id: 's01',
            data: {
              title: { fr: 'Réparation de fuite' },
              category: 'plumbing',
              priceFCFA: 15000,
              unit: 'fixed',
              durationMinutes: 60,
              description: { fr: '' },
            },
          },
        ],
      },
    });
  });

  it('uses the device position when chosen', () => {
    const result = buildSubmission(
      validDraft({ positionMode: 'device', position: { lat: 4.06, lng: 9.71 } }),
      'advanced',
    );
    expect(result.ok && result.submission.profile.geo).toEqual({
      lat: 4.06,
      lng: 9.71,
      geohash: geohashOf({ lat: 4.06, lng: 9.71 }),
    });
  });

  it('uses the point chosen on the map when chosen', () => {
    const result = buildSubmission(
      validDraft({
        positionMode: 'map',
        position: { lat: 4.06, lng: 9.71 },
        mapPosition: { lat: 4.07, lng: 9.72 },
      }),
      'basic',
    );
    expect(result.ok && result.submission.profile.geo).toEqual({
      lat: 4.07,
      lng: 9.72,
      geohash: geohashOf({ lat: 4.07, lng: 9.72 }),
    });
  });

  it('writes each slot as one "HH:MM-HH:MM" string, and no price (the server derives it)', () => {
    const availability = {
      ...closedWeek(),
      mon: [
        { start: '08:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ],
    };
    const result = buildSubmission(validDraft({ availability }), 'advanced');
    expect(result.ok && result.submission.profile.availability).toEqual({
      ...closedWeek(),
      mon: ['08:00-12:00', '14:00-18:00'],
    });
    expect(result.ok && result.submission.profile).not.toHaveProperty('priceFromFCFA');
  });

  it('names the first step to correct', () => {
    expect(buildSubmission(validDraft({ aboutFr: '', phone: '', email: '' }), 'basic')).toEqual({
      ok: false,
      step: 'presentation',
      errors: { 'about.fr': { key: 'validation.required' } },
    });
    // The basic form has no hours step: a bad slot there is the complete form's concern.
    const availability = { ...closedWeek(), mon: [{ start: '18:00', end: '08:00' }] };
    expect(buildSubmission(validDraft({ availability }), 'advanced')).toMatchObject({
      ok: false,
      step: 'availability',
    });
  });
});
