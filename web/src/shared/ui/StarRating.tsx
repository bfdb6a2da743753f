import { styled } from '@mui/material/styles';

const MAX_STARS = 5;
/** Material's "star" icon, in a 24-unit cell. */
const STAR_PATH =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

/** The grey row with, over it, the filled part clipped to the rating's share of the five stars. */
const Stars = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  lineHeight: 1,
  color: theme.palette.action.disabled,
  '& svg': { display: 'block', width: `${MAX_STARS}em`, height: '1em' },
  '& > span': {
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    // Material's Rating colour.
    color: '#faaf00',
  },
}));

/** One element for every rating: React keeps it as it is on each render. */
const STAR_ROW = (
  <svg viewBox={`0 0 ${24 * MAX_STARS} 24`} fill="currentColor" aria-hidden focusable="false">
    {Array.from({ length: MAX_STARS }, (_, index) => (
      <path key={index} transform={`translate(${24 * index})`} d={STAR_PATH} />
    ))}
  </svg>
);

const FONT_SIZES = { small: '1.125rem', medium: '1.5rem' } as const;

export interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star (4.3 fills three stars and a third of the fourth). */
  value: number;
  /** What a screen reader says ("Note : 4,7 sur 5"); without it the stars are decoration. */
  label?: string | undefined;
  size?: keyof typeof FONT_SIZES;
}

/**
 * A rating shown, not chosen. Material's read-only Rating draws each star as a component, ten
 * per star at a precision of 0.1: fifty styled icons per provider card, most of a results
 * page's rendering on a phone (issue 11). These are two rows of five plain SVG stars under one
 * styled element.
 */
export function StarRating({ value, label, size = 'small' }: StarRatingProps) {
  const share = Math.min(Math.max(value / MAX_STARS, 0), 1);
  return (
    <Stars
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ fontSize: FONT_SIZES[size] }}
    >
      {STAR_ROW}
      <span style={{ width: `${share * 100}%` }}>{STAR_ROW}</span>
    </Stars>
  );
}
