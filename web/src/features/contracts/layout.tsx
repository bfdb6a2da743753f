import { Paper, Typography } from '@mui/material';
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

/** A validation message (`validation.*` of the common namespace) in the page language. */
export function useFieldMessage() {
  const { t } = useTranslation(COMMON_NS);
  return (error: FieldError | undefined) => (error ? t(error.key, { ...error.values }) : undefined);
}
