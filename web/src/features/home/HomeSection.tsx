import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface HomeSectionProps {
  title: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled block of the home page (h2), spaced like its neighbours. */
export function HomeSection({ title, children, 'data-testid': testId }: HomeSectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ pb: 6 }} data-testid={testId}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
