import { createTheme } from '@mui/material';

/** Spec §9: the mobile layout applies below 768 px, so `md` starts there. */
export const MOBILE_BREAKPOINT = 768;

/** How a page drawn without a browser answers media queries (web/src/server). */
export type ServerMatchMedia = (query: string) => { matches: boolean };

export function createAppTheme(mode: 'light' | 'dark', serverMatchMedia?: ServerMatchMedia) {
  return createTheme({
    ...(serverMatchMedia
      ? { components: { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: serverMatchMedia } } } }
      : {}),
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#66bb6a' : '#1b5e20' },
      secondary: { main: '#ffb300' },
      ...(mode === 'light' ? { background: { default: '#fafaf7' } } : {}),
    },
    shape: { borderRadius: 10 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
  });
}
