import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

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
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
