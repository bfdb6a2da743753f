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
import { QUOTE_LIMITS } from '@marketplace/domain';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { declineRequest, withdrawQuote } from './api';
import { actionFailureOf, type ActionFailure } from './errors';
import { useFieldMessage } from './fieldMessage';
import { PROVIDER_QUOTES_NS } from './i18n';

interface DialogProps {
  quoteId: string;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** An action's progress: sending, and why the last attempt failed. */
function useAction() {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const run = async (task: () => Promise<boolean>, onDone: () => void) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      if (await task()) {
        onDone();
        return;
      }
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
    setSending(false);
  };
  return { sending, failure, run };
}

/** Declining an unanswered request: the customer reads the reason, which is required. */
export function DeclineDialog({ quoteId, open, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const translate = useFieldMessage();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<FieldError | undefined>(undefined);
  const { sending, failure, run } = useAction();
  const reasonError = translate(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { validateReason } = await import('./validation');
      const result = validateReason(reason);
      if (!result.ok) {
        setError(result.error);
        return false;
      }
      await declineRequest(quoteId, result.reason);
      return true;
    }, onDone);
  };

  return (
    <Dialog
      open={open}
      // A stray click outside must not lose the reason typed; Escape and Cancel close.
      onClose={(_event, why) => {
        if (!sending && why !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('decline.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('decline.text')}</DialogContentText>
          <TextField
            id="decline-reason"
            label={t('decline.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={reasonError !== undefined}
            helperText={reasonError}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.reason } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(`errors.${failure}`)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('decline.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={sending}>
            {t('decline.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Withdrawing a sent quote, once confirmed: it cannot be undone. */
export function WithdrawDialog({ quoteId, open, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const titleId = useId();
  const { sending, failure, run } = useAction();
  const confirm = () =>
    void run(async () => {
      await withdrawQuote(quoteId);
      return true;
    }, onDone);

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('withdraw.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('withdraw.text')}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(`errors.${failure}`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('withdraw.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={sending}>
          {t('withdraw.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
