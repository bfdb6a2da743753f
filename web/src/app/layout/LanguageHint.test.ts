import { describe, expect, it } from 'vitest';
import { shouldShowLanguageHint } from './LanguageHint';

const base = { isAdmin: true, pageLanguage: 'fr', browser: 'en', saved: null } as const;

describe('shouldShowLanguageHint', () => {
  it('shows for an admin whose browser language differs and who saved none', () => {
    expect(shouldShowLanguageHint(base)).toBe(true);
  });

  it('never shows to non-admins', () => {
    expect(shouldShowLanguageHint({ ...base, isAdmin: false })).toBe(false);
  });

  it('does not show when the languages match, a language was saved, or the browser is neither', () => {
    expect(shouldShowLanguageHint({ ...base, browser: 'fr' })).toBe(false);
    expect(shouldShowLanguageHint({ ...base, saved: 'fr' })).toBe(false);
    expect(shouldShowLanguageHint({ ...base, browser: null })).toBe(false);
  });
});
