import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries';
import { foldText, MAJOR_CITIES, placeSuggestions, resolvePlace } from './places';

/** Every city of scripts/seed/data/providers.ts, so the demo data is findable by city. */
const SEEDED_CITIES = [
  'Abidjan',
  'Abuja',
  'Accra',
  'Alexandria',
  'Alger',
  'Bouaké',
  'Cairo',
  'Cape Town',
  'Casablanca',
  'Dakar',
  'Dar es Salaam',
  'Douala',
  'Johannesburg',
  'Kumasi',
  'La Marsa',
  'Lagos',
  'Mombasa',
  'Nairobi',
  'Oran',
  'Rabat',
  'Sfax',
  'Thiès',
  'Tunis',
  'Yaoundé',
];

describe('foldText', () => {
  it('ignores case, accents and punctuation', () => {
    expect(foldText('  Côte d’Ivoire ')).toBe('cote d ivoire');
    expect(foldText('ÉLECTRICITÉ')).toBe('electricite');
    expect(foldText('Dar-es-Salaam')).toBe('dar es salaam');
  });
});

describe('MAJOR_CITIES', () => {
  it('covers every seeded city with its stored spelling', () => {
    const names = MAJOR_CITIES.map((city) => city.name);
    for (const city of SEEDED_CITIES) expect(names).toContain(city);
  });

  it('has at least one city in each of the 12 countries, and no duplicates', () => {
    for (const code of COUNTRY_CODES) {
      expect(MAJOR_CITIES.some((city) => city.country === code)).toBe(true);
    }
    const keys = MAJOR_CITIES.map((city) => foldText(city.name));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('resolvePlace', () => {
  it('returns null for empty input', () => {
    expect(resolvePlace('')).toBeNull();
    expect(resolvePlace('   ')).toBeNull();
  });

  it('recognises a country by ISO code, whatever the case', () => {
    expect(resolvePlace('CM')).toEqual({ kind: 'country', code: 'CM' });
    expect(resolvePlace(' sn ')).toEqual({ kind: 'country', code: 'SN' });
  });

  it('recognises a country by its French or English name, without accents', () => {
    expect(resolvePlace('Cameroun')).toEqual({ kind: 'country', code: 'CM' });
    expect(resolvePlace('cameroon')).toEqual({ kind: 'country', code: 'CM' });
    expect(resolvePlace('senegal')).toEqual({ kind: 'country', code: 'SN' });
    expect(resolvePlace('cote d ivoire')).toEqual({ kind: 'country', code: 'CI' });
    expect(resolvePlace("Côte d'Ivoire")).toEqual({ kind: 'country', code: 'CI' });
    expect(resolvePlace('Ivory Coast')).toEqual({ kind: 'country', code: 'CI' });
    expect(resolvePlace('afrique du sud')).toEqual({ kind: 'country', code: 'ZA' });
    expect(resolvePlace('EGYPTE')).toEqual({ kind: 'country', code: 'EG' });
  });

  it('gives a known city its canonical spelling and country', () => {
    expect(resolvePlace('yaounde')).toEqual({ kind: 'city', name: 'Yaoundé', country: 'CM' });
    expect(resolvePlace('DOUALA')).toEqual({ kind: 'city', name: 'Douala', country: 'CM' });
    expect(resolvePlace('thies')).toEqual({ kind: 'city', name: 'Thiès', country: 'SN' });
    expect(resolvePlace('dar-es-salaam')).toEqual({
      kind: 'city',
      name: 'Dar es Salaam',
      country: 'TZ',
    });
    expect(resolvePlace('capetown')).toEqual({ kind: 'city', name: 'Cape Town', country: 'ZA' });
  });

  it('accepts the other language’s name of a city', () => {
    expect(resolvePlace('Algiers')).toEqual({ kind: 'city', name: 'Alger', country: 'DZ' });
    expect(resolvePlace('le caire')).toEqual({ kind: 'city', name: 'Cairo', country: 'EG' });
  });

  it('keeps the city of "city, country"', () => {
    expect(resolvePlace('Douala, Cameroun')).toEqual({
      kind: 'city',
      name: 'Douala',
      country: 'CM',
    });
  });

  it('uses an unknown city as typed, trimmed, first letter capitalised', () => {
    expect(resolvePlace('  limbé ')).toEqual({ kind: 'city', name: 'Limbé' });
    expect(resolvePlace('grand-Bassam')).toEqual({ kind: 'city', name: 'Grand-Bassam' });
  });
});

describe('placeSuggestions', () => {
  it('lists the main cities then the 12 countries named in the language', () => {
    const fr = placeSuggestions('fr');
    expect(fr).toHaveLength(MAJOR_CITIES.length + COUNTRY_CODES.length);
    expect(fr.filter((place) => place.kind === 'country').map((place) => place.label)).toContain(
      'Cameroun',
    );
    const firstCountry = fr.findIndex((place) => place.kind === 'country');
    expect(fr.slice(firstCountry).every((place) => place.kind === 'country')).toBe(true);
    const en = placeSuggestions('en');
    const cameroon = en.find((place) => place.country === 'CM' && place.kind === 'country');
    expect(cameroon).toMatchObject({ label: 'Cameroon', aliases: ['Cameroun', 'CM'] });
  });

  it('suggests only places that resolve to themselves', () => {
    for (const place of placeSuggestions('fr')) {
      const resolved = resolvePlace(place.label);
      if (place.kind === 'country')
        expect(resolved).toEqual({ kind: 'country', code: place.country });
      else expect(resolved).toMatchObject({ kind: 'city', name: place.label });
    }
  });
});
