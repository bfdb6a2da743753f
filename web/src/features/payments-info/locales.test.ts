import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';

// Parity between languages is checked for every namespace in shared/i18n/locales.test.ts.
describe('paymentsInfo texts', () => {
  it('use the validation messages of the spec', () => {
    expect(fr.calculator.errors.required).toBe('Ce champ est obligatoire');
    expect(en.calculator.errors.required).toBe('This field is required');
  });
});
