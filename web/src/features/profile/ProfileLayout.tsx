import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** The frame of the account pages: a narrow column, the h1 and an optional introduction. */
export function ProfilePageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** An outlined section with its h2, as the account pages group their fields. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
