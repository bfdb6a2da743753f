import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';

// Parity between languages is checked for every namespace in shared/i18n/locales.test.ts.
describe('info texts', () => {
  it('state the last-update labels in the right language', () => {
    expect(fr.common.lastUpdated).toBe('Dernière mise à jour :');
    expect(en.common.lastUpdated).toBe('Last updated:');
  });
});
