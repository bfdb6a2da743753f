import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';

/** An outlined section with its h2. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** Label/value pairs, stacked on phones and side by side from `sm`. */
export function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
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
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A validation message (`validation.*` of the common namespace) in the page language. */
export function useFieldMessage() {
  const { t } = useTranslation(COMMON_NS);
  return (error: FieldError | undefined) => (error ? t(error.key, { ...error.values }) : undefined);
}
