import { alpha, getOverlayAlpha, type Theme } from '@mui/material/styles';

/**
 * The look of MUI's Paper at an elevation, for a plain element: its background (with the dark
 * theme's lighter overlay), radius, text colour and shadow. For first screens drawn without MUI
 * components (issue 11).
 */
export const plainPaper = (theme: Theme, elevation: number) => {
  const overlay = alpha('#fff', Number(getOverlayAlpha(elevation)));
  return {
    // In px: in `sx`, a number is a multiple of the theme's radius.
    borderRadius: `${theme.shape.borderRadius}px`,
    backgroundColor: theme.palette.background.paper,
    backgroundImage:
      theme.palette.mode === 'dark' ? `linear-gradient(${overlay}, ${overlay})` : 'none',
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[elevation],
  };
};
