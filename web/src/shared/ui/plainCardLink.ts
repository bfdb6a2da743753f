import type { Theme } from '@mui/material/styles';
import { plainOutlinedPaper } from './plainPaper';

/**
 * The look of MUI's outlined Card around a CardActionArea, for a link drawn as plain markup
 * (category and provider cards: those components cost a phone's first visit dozens of component
 * renders per card, issue 11). The ripple is left out; hover, press and focus tint the card.
 */
export const plainCardLink = (theme: Theme) => ({
  ...plainOutlinedPaper(theme),
  textDecoration: 'none',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:active, &:focus-visible': { backgroundColor: theme.palette.action.focus },
});
