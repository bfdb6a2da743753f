import { describe, expect, it } from 'vitest';
import { detectPreferredLanguage, saveLanguage, savedLanguage } from './detection';

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

describe('detectPreferredLanguage', () => {
  it('takes the query string first', () => {
    expect(
      detectPreferredLanguage({
        search: '?lng=en',
        storage: storageWith({ language: 'fr' }),
        navigatorLanguages: ['fr-FR'],
      }),
    ).toBe('en');
  });

  it('then local storage (language, then i18nextLng)', () => {
    const sources = { search: '', navigatorLanguages: ['en-US'] };
    expect(detectPreferredLanguage({ ...sources, storage: storageWith({ language: 'fr' }) })).toBe(
      'fr',
    );
    expect(
      detectPreferredLanguage({ ...sources, storage: storageWith({ i18nextLng: 'fr-CM' }) }),
    ).toBe('fr');
  });

  it('then the first supported browser language', () => {
    expect(
      detectPreferredLanguage({
        search: '?lng=de',
        storage: storageWith({}),
        navigatorLanguages: ['de-DE', 'en-GB', 'fr'],
      }),
    ).toBe('en');
  });

  it('returns null when nothing supported is found', () => {
    expect(
      detectPreferredLanguage({ search: '', storage: storageWith({}), navigatorLanguages: ['sw'] }),
    ).toBeNull();
  });
});

describe('saveLanguage', () => {
  it('caches the choice under both keys', () => {
    localStorage.clear();
    expect(savedLanguage()).toBeNull();
    saveLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(savedLanguage()).toBe('en');
  });
});
