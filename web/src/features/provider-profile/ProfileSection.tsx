import { styled } from '@mui/material/styles';
import { plainOutlinedPaper } from '../../shared/ui/plainPaper';
import { useId, type ReactNode } from 'react';

/**
 * An outlined paper holding a title (h5) over its content, 16 px apart: plain elements with the
 * look of MUI's Paper, Stack and Typography, since a provider page draws five of these on its
 * first screen (issue 11).
 */
const Section = styled('section')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(3) },
  ...plainOutlinedPaper(theme),
  '& > h2': { ...theme.typography.h5, margin: 0 },
}));

/** One titled block of the profile (about, services, availability, reviews, contact). */
export function ProfileSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Section>
  );
}
