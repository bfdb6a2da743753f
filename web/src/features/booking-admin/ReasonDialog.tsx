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
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import { adminFailureOf, type AdminFailure } from './api';
import { BOOKING_ADMIN_NS } from './i18n';
import type { TextCheck } from './validation';

interface Props {
  title: string;
  text: string;
  label: string;
  submit: string;
  maxLength: number;
  /** Checks the text (the validation module is loaded on submit). */
  check: (text: string) => Promise<TextCheck>;
  send: (text: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

/** An admin action that needs a text (a note, a reason): required, checked, then sent. */
export function ReasonDialog({
  title,
  text,
  label,
  submit,
  maxLength,
  check,
  send,
  onClose,
  onDone,
}: Props) {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const titleId = useId();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const checked = await check(value);
      if (!checked.ok) {
        setError(checked.error);
        setBusy(false);
        return;
      }
      await send(checked.text);
      onDone();
    } catch (caught) {
      setFailure(adminFailureOf(caught));
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
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          <TextField
            id={fieldId}
            label={label}
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
            slotProps={{ htmlInput: { maxLength } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(`errors.${failure}`)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dialog.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
