import { Box, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../theme/theme';
import { plainCardLink } from './plainCardLink';
import { plainOutlinedChip } from './plainChip';
import { plainPaper } from './plainPaper';
import { plainSkeleton } from './plainSkeleton';

describe('plain styles with the look of MUI components', () => {
  // In `sx`, a number is a multiple of the theme's radius: the cards once were 100 px round.
  it.each([
    ['plainCardLink', plainCardLink, '10px'],
    ['plainPaper', (theme: Parameters<typeof plainPaper>[0]) => plainPaper(theme, 3), '10px'],
    ['plainSkeleton', plainSkeleton, '10px'],
    [
      'plainOutlinedChip',
      (theme: Parameters<typeof plainOutlinedChip>[0]) => plainOutlinedChip(theme, 'small'),
      '16px',
    ],
  ])('%s keeps its radius when used in sx', (_name, style, radius) => {
    const { container } = render(
      <ThemeProvider theme={createAppTheme('light')}>
        <Box data-testid="plain" sx={style} />
      </ThemeProvider>,
    );
    const element = container.querySelector('[data-testid="plain"]');
    if (!element) throw new Error('not drawn');
    expect(getComputedStyle(element).borderRadius).toBe(radius);
  });
});
