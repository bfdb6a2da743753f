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
import { contractFailureOf, type ContractFailure } from './api';
import { CONTRACTS_NS } from './i18n';
import { useFieldMessage } from './layout';
import type { Validation } from './validation';

interface TextDialogProps {
  title: string;
  body: string;
  label: string;
  submitLabel: string;
  /** Checked on submit (loads the schemas then). */
  validate: (text: string) => Promise<Validation<string, FieldError>>;
  send: (text: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
  danger?: boolean;
}

/** A dialog asking for one text (a change request, a reason), kept open on a failure. */
export function TextDialog({
  title,
  body,
  label,
  submitLabel,
  validate,
  send,
  onClose,
  onDone,
  danger = false,
}: TextDialogProps) {
  const { t } = useTranslation(CONTRACTS_NS);
  const message = useFieldMessage();
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<ContractFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = await validate(text);
    if (!result.ok) {
      setError(result.errors);
      return;
    }
    setBusy(true);
    try {
      await send(result.value);
      onDone();
    } catch (caught) {
      setFailure(contractFailureOf(caught));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{body}</DialogContentText>
          <TextField
            label={label}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={message(error)}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(`errors.${failure}`)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.back')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            disabled={busy}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  run: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  run,
  onClose,
  onDone,
}: ConfirmDialogProps) {
  const { t } = useTranslation(CONTRACTS_NS);
  const titleId = useId();
  const bodyId = useId();
  const [failure, setFailure] = useState<ContractFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await run();
      onDone();
    } catch (error) {
      setFailure(contractFailureOf(error));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{body}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(`errors.${failure}`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('actions.back')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
