import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, TextCheck } from '../forms/fieldErrors';
import { COMMON_NS } from '../i18n';

/** The text an action asks for (a reason, a note), checked before it is sent. */
export interface ActionText {
  label: string;
  maxLength: number;
  /** Checks it (the page's validation module, loaded on submit). */
  check: (text: string) => Promise<TextCheck>;
}

interface Props {
  title: string;
  text: string;
  /** Absent for an action that is only confirmed. */
  field?: ActionText;
  submitLabel: string;
  backLabel: string;
  /** `error` for an action that undoes something (cancel, decline, hide). */
  submitColor?: 'primary' | 'error';
  /** Runs the action with the checked text ('' when there is no field). */
  send: (text: string) => Promise<unknown>;
  /** The translated message of a failed `send`. */
  failureOf: (error: unknown) => string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Confirms an action, asking for its text when it needs one: required and checked with the
 * domain's schema, then sent; a failure stays in the dialog with the text typed.
 */
export function TextActionDialog({ field, send, failureOf, onClose, onDone, ...props }: Props) {
  const { t: common } = useTranslation(COMMON_NS);
  const titleId = useId();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      let text = '';
      if (field) {
        const checked = await field.check(value);
        if (!checked.ok) {
          setError(checked.error);
          setBusy(false);
          return;
        }
        text = checked.text;
      }
      await send(text);
      onDone();
    } catch (caught) {
      setFailure(failureOf(caught));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      // A stray click outside must not lose the text typed; Escape and the back button close.
      onClose={(_event, why) => {
        if (!busy && why !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: field ? 2 : 0 }}>{props.text}</DialogContentText>
          {field && (
            <TextField
              id={fieldId}
              label={field.label}
              required
              multiline
              minRows={3}
              fullWidth
              autoFocus
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error ? common(error.key, { ...error.values }) : undefined}
              slotProps={{ htmlInput: { maxLength: field.maxLength } }}
            />
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {props.backLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.submitColor ?? 'primary'}
            disabled={busy}
          >
            {props.submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
