import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, QUOTE_LIMITS } from '@marketplace/domain';
import { COMMON_NS } from '../../shared/i18n';
import type { QuoteResponse } from './converters';
import { QUOTES_NS } from './namespace';

/** "Accept this quote?": the others will be declined, and a contract drafted. */
export function AcceptDialog({
  quote,
  onCancel,
  onConfirm,
}: {
  quote: QuoteResponse | null;
  onCancel: () => void;
  onConfirm: (quote: QuoteResponse) => void;
}) {
  const { t } = useTranslation(QUOTES_NS);
  const titleId = useId();
  return (
    <Dialog open={quote !== null} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('accept.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {quote &&
            t('accept.text', {
              name: quote.providerName,
              total: quote.totalFCFA === null ? '' : formatFCFA(quote.totalFCFA),
            })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('accept.back')}</Button>
        <Button variant="contained" onClick={() => quote && onConfirm(quote)}>
          {t('accept.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Cancel this request?", with an optional reason checked by the domain schema. */
export function CancelDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation(QUOTES_NS);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const { validateCancelReason } = await import('./validation');
    const found = validateCancelReason(reason);
    if (found) {
      setError(t(found.key, { ns: COMMON_NS, ...found.values }));
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('cancel.text')}</DialogContentText>
        <TextField
          id="quote-cancel-reason"
          label={t('cancel.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? t('cancel.reasonHelp')}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.reason } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel.back')}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
