import { describe, expect, it } from 'vitest';
import frCommon from '../../shared/i18n/locales/fr/common.json';
import enCommon from '../../shared/i18n/locales/en/common.json';
import { VALIDATION } from '@marketplace/domain';
import en from './locales/en.json';
import fr from './locales/fr.json';

// Parity between languages is checked for every namespace in shared/i18n/locales.test.ts.
describe('accounts texts', () => {
  it('use the spec messages', () => {
    expect(en.errors.invalidCredentials).toBe('Email or password is incorrect');
    expect(frCommon.validation.required).toBe('Ce champ est obligatoire');
    expect(enCommon.validation.required).toBe('This field is required');
    expect(enCommon.errors.generic).toBe('An error occurred');
    expect(frCommon.errors.generic).toBe('Une erreur est survenue');
  });

  it('have a common text for every validation message of the domain schemas', () => {
    for (const key of Object.values(VALIDATION)) {
      const [, name = ''] = key.split('.');
      expect(frCommon.validation, key).toHaveProperty(name);
      expect(enCommon.validation, key).toHaveProperty(name);
    }
  });

  it('keep the links of the sentences that hold them', () => {
    for (const texts of [fr, en]) {
      expect(texts.register.acceptTerms).toMatch(/<terms>.+<\/terms>.*<privacy>.+<\/privacy>/);
      expect(texts.register.emailInUse).toMatch(/<login>.+<\/login>/);
    }
  });
});
