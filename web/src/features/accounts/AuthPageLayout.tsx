import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the sign-in and sign-up pages: one column, full width on a phone. */
export function AuthPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ py: { xs: 2, sm: 5 }, display: 'flex', justifyContent: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 480, borderRadius: { xs: 2, sm: 3 } }}
      >
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
