export const THEME_STORAGE_KEY = 'ui-theme';
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Spec §4: stored locally, default system. */
export function readThemeMode(storage: Pick<Storage, 'getItem'> = localStorage): ThemeMode {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  return THEME_MODES.find((mode) => mode === stored) ?? 'system';
}

export function saveThemeMode(mode: ThemeMode, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(THEME_STORAGE_KEY, mode);
}

export function resolveThemeMode(mode: ThemeMode, prefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}
