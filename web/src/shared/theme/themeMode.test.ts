import { describe, expect, it } from 'vitest';
import { readThemeMode, resolveThemeMode, saveThemeMode, THEME_STORAGE_KEY } from './themeMode';

describe('theme mode', () => {
  it('defaults to system and ignores unknown stored values', () => {
    localStorage.clear();
    expect(readThemeMode()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeMode()).toBe('system');
  });

  it('persists the choice under ui-theme', () => {
    saveThemeMode('dark');
    expect(localStorage.getItem('ui-theme')).toBe('dark');
    expect(readThemeMode()).toBe('dark');
  });

  it('resolves system from the colour-scheme preference', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
  });
});
