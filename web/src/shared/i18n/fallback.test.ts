import { describe, expect, it } from 'vitest';
import { i18n, missingKeyFallback } from './index';

describe('missing translations', () => {
  it('use the supplied default, else the capitalised last key segment', () => {
    expect(missingKeyFallback('home.heroTitle', 'Bienvenue')).toBe('Bienvenue');
    expect(missingKeyFallback('home.heroTitle')).toBe('HeroTitle');
    expect(missingKeyFallback('info:privacy.cookies')).toBe('Cookies');
  });

  it('apply to the live instance', () => {
    expect(i18n.t('nowhere.toBeFound')).toBe('ToBeFound');
    expect(i18n.t('nowhere.toBeFound', { defaultValue: 'Par défaut' })).toBe('Par défaut');
  });

  it('fall back to French for a key missing in English', async () => {
    i18n.addResource('fr', 'common', 'onlyInFrench', 'Seulement en français');
    await i18n.changeLanguage('en');
    expect(i18n.t('onlyInFrench')).toBe('Seulement en français');
    await i18n.changeLanguage('fr');
  });
});
