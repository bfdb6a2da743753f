import { createTheme } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { lazyTheme } from './lazyTheme';

describe('lazyTheme', () => {
  it('creates the theme on its first read only, once', () => {
    const create = vi.fn(() => createTheme());
    const theme = lazyTheme(create);
    expect(create).not.toHaveBeenCalled();
    expect(theme.palette.primary.main).toBe(createTheme().palette.primary.main);
    expect(theme.spacing(2)).toBe('16px');
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:900px)');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('reads as the theme it stands for: keys, `in`, spread', () => {
    const real = createTheme();
    const theme = lazyTheme(() => real);
    expect(Object.keys(theme)).toEqual(Object.keys(real));
    expect('palette' in theme).toBe(true);
    expect('nothing' in theme).toBe(false);
    expect({ ...theme }.typography).toBe(real.typography);
  });
});
