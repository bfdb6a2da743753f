import type { Theme } from '@mui/material/styles';

/**
 * The look of MUI's outlined Chip (its height, border, text and label padding) for a plain
 * element holding only text: a Chip is several components per chip, and first screens list a
 * dozen (a provider's specialties, the countries on /about; issue 11).
 */
export const plainOutlinedChip = (theme: Theme, size: 'small' | 'medium') => ({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box' as const,
  maxWidth: '100%',
  height: size === 'small' ? 24 : 32,
  padding: size === 'small' ? '0 7px' : '0 11px',
  borderRadius: '16px',
  border: `1px solid ${theme.palette.grey[theme.palette.mode === 'light' ? 400 : 700]}`,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  color: theme.palette.text.primary,
  whiteSpace: 'nowrap' as const,
});
