import { alpha, keyframes, type Theme } from '@mui/material/styles';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } });

/**
 * The look of MUI's rounded Skeleton (its colour, radius and pulse) for a plain element: a
 * Skeleton is two components and a style insertion each, which a first screen's placeholders
 * (eight category cards) paid before their data arrived (issue 11).
 */
export const plainSkeleton = (theme: Theme) => ({
  display: 'block',
  backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
  // In px: in `sx`, a number is a multiple of the theme's radius.
  borderRadius: `${theme.shape.borderRadius}px`,
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
