import { alpha, getOverlayAlpha, type Theme } from '@mui/material/styles';

/** Paper's lighter overlay for an elevation in the dark theme (a background image; none in light). */
export const paperOverlay = (theme: Theme, elevation: number) => {
  if (theme.palette.mode !== 'dark') return 'none';
  const overlay = alpha('#fff', Number(getOverlayAlpha(elevation)));
  return `linear-gradient(${overlay}, ${overlay})`;
};

/**
 * The look of MUI's Paper at an elevation, for a plain element: its background (with the dark
 * theme's lighter overlay), radius, text colour and shadow. For first screens drawn without MUI
 * components (issue 11).
 */
export const plainPaper = (theme: Theme, elevation: number) => ({
  // In px: in `sx`, a number is a multiple of the theme's radius.
  borderRadius: `${theme.shape.borderRadius}px`,
  backgroundColor: theme.palette.background.paper,
  backgroundImage: paperOverlay(theme, elevation),
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[elevation],
});

/** The look of MUI's outlined Paper and Card: a divider-coloured border instead of a shadow. */
export const plainOutlinedPaper = (theme: Theme) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: `${theme.shape.borderRadius}px`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
});
