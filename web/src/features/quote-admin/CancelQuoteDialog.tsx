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
import { cancelFailureOf, cancelQuoteAsAdmin, type CancelFailure } from './api';
import { QUOTE_ADMIN_NS } from './i18n';
import type { AdminQuote } from './model';

interface Props {
  quote: AdminQuote;
  onClose: () => void;
  onCancelled: () => void;
}

/** The admin gives a reason (required) before the request is cancelled. */
export function CancelQuoteDialog({ quote, onClose, onCancelled }: Props) {
  const { t } = useTranslation(QUOTE_ADMIN_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<CancelFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const { validateReason } = await import('./validation');
    const result = validateReason(reason);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setBusy(true);
    try {
      await cancelQuoteAsAdmin(quote.id, result.reason);
      onCancelled();
    } catch (caught) {
      setFailure(cancelFailureOf(caught));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('cancel.title', { name: quote.customerName })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('cancel.body')}</DialogContentText>
          <TextField
            label={t('cancel.reason')}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ? common(error.key, { ...error.values }) : undefined}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(`errors.${failure}`)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel.back')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {t('cancel.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
