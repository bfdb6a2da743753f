import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The page's single h1 and its introduction. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <Stack component="header" spacing={2} sx={{ pt: { xs: 3, md: 6 } }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' } }}
      >
        {title}
      </Typography>
      {children}
      <Typography
        variant="h6"
        component="p"
        color="textSecondary"
        sx={{ fontWeight: 400, maxWidth: 800 }}
      >
        {intro}
      </Typography>
    </Stack>
  );
}

/** A page section with its h2; `id` is also the anchor of the table of contents. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="h5"
        component="h2"
        tabIndex={-1}
        sx={{ fontWeight: 600, mb: 2, scrollMarginTop: 88, '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((paragraph, index) => (
        <Typography key={index} sx={{ maxWidth: 800 }}>
          {paragraph}
        </Typography>
      ))}
    </>
  );
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, maxWidth: 800 }}>
      {items.map((item, index) => (
        <Typography key={index} component="li" sx={{ mb: 1 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** The look of a step's round number (StepNumber, and the home page's plain steps). */
export const STEP_NUMBER_STYLE = {
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
} as const;

/** The round number in front of a step; the surrounding `<ol>` already announces it. */
export function StepNumber({ number }: { number: number }) {
  return (
    <Box aria-hidden sx={STEP_NUMBER_STYLE}>
      {number}
    </Box>
  );
}
