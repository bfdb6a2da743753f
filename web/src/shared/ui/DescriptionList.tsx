import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Label/value pairs as a description list: stacked on a phone, side by side from `sm`. Values
 * keep the line breaks typed into them (a request's description, a contract's terms).
 */
export function DescriptionList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
