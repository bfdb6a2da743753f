import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useBrowserValue } from '../ui/useInBrowser';
import { createAppTheme, type ServerMatchMedia } from './theme';
import { readThemeMode, resolveThemeMode, saveThemeMode, type ThemeMode } from './themeMode';

interface ThemeModeContextValue {
  mode: ThemeMode;
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
}

const DEFAULT_MODE: ThemeMode = 'system';

const ThemeModeContext = createContext<ThemeModeContextValue>({
  mode: DEFAULT_MODE,
  resolved: 'light',
  setMode: () => {},
});

export function useThemeMode(): ThemeModeContextValue {
  return useContext(ThemeModeContext);
}

/**
 * `serverMatchMedia`: the viewport of a page drawn by the server (web/src/server), for the
 * drawing and for the app's first render over it (media queries answer for it until then).
 */
export function ThemeModeProvider({
  children,
  serverMatchMedia,
}: {
  children: ReactNode;
  serverMatchMedia?: ServerMatchMedia;
}) {
  const [storedMode, setModeState] = useState<ThemeMode>(() =>
    typeof localStorage === 'undefined' ? DEFAULT_MODE : readThemeMode(),
  );
  // The server draws the defaults; the visitor's stored choice follows its first render.
  const mode = useBrowserValue(storedMode, DEFAULT_MODE);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved = resolveThemeMode(mode, prefersDark);
  const theme = useMemo(
    () => createAppTheme(resolved, serverMatchMedia),
    [resolved, serverMatchMedia],
  );
  const value = useMemo(
    () => ({
      mode,
      resolved,
      setMode: (next: ThemeMode) => {
        saveThemeMode(next);
        setModeState(next);
      },
    }),
    [mode, resolved],
  );
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
