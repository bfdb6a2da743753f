import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

/** A form's full-width submit button, with a spinner while its action runs. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
    >
      {children}
    </Button>
  );
}
