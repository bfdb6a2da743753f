import { describe, expect, it } from 'vitest';
import { localize } from './i18n';

describe('localize', () => {
  it('picks the requested language', () => {
    expect(localize({ fr: 'Plomberie', en: 'Plumbing' }, 'en')).toBe('Plumbing');
    expect(localize({ fr: 'Plomberie', en: 'Plumbing' }, 'fr')).toBe('Plomberie');
  });

  it('falls back to French when English is missing', () => {
    expect(localize({ fr: 'Jardinage' }, 'en')).toBe('Jardinage');
  });
});
