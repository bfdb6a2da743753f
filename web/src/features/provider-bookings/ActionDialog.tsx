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
import { BOOKING_LIMITS } from '@marketplace/domain';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import {
  cancelBooking,
  completeBooking,
  confirmBooking,
  declineBooking,
  reportProblem,
} from './api';
import type { BookingAction } from './actions';
import { actionFailureOf, type ActionFailure } from './errors';
import { PROVIDER_BOOKINGS_NS } from './i18n';
import type { TextCheck } from './validation';

type Validation = typeof import('./validation');

/** The actions the customer (or an admin) reads a reason for, its check, and the call. */
const REASONED: Partial<
  Record<
    BookingAction,
    {
      check: (validation: Validation, reason: string) => TextCheck;
      send: (id: string, reason: string) => Promise<unknown>;
    }
  >
> = {
  decline: { check: (v, reason) => v.validateReason(reason), send: declineBooking },
  cancel: { check: (v, reason) => v.validateReason(reason), send: cancelBooking },
  report: { check: (v, reason) => v.validateProblem(reason), send: reportProblem },
};

const PLAIN: Partial<Record<BookingAction, (id: string) => Promise<unknown>>> = {
  confirm: confirmBooking,
  complete: completeBooking,
};

interface Props {
  bookingId: string;
  action: BookingAction;
  /** "Awa, lundi 16 mars 2026 à 09:00": which booking, in the dialog's text. */
  summary: string;
  onClose: () => void;
  onDone: (action: BookingAction) => void;
}

/** Confirms one action on a booking, asking for the reason when the action needs one. */
export function ActionDialog({ bookingId, action, summary, onClose, onDone }: Props) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const titleId = useId();
  const reasoned = REASONED[action];
  const [reason, setReason] = useState('');
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setSending(true);
    try {
      if (reasoned) {
        const checked = reasoned.check(await import('./validation'), reason);
        if (!checked.ok) {
          setError(checked.error);
          setSending(false);
          return;
        }
        await reasoned.send(bookingId, checked.text);
      } else {
        await PLAIN[action]?.(bookingId);
      }
      onDone(action);
    } catch (caught) {
      setFailure(actionFailureOf(caught));
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      // A stray click outside must not lose the reason typed; Escape and the back button close.
      onClose={(_event, why) => {
        if (!sending && why !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t(`dialogs.${action}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: reasoned ? 2 : 0 }}>
            {t(`dialogs.${action}.text`, { booking: summary })}
          </DialogContentText>
          {reasoned && (
            <TextField
              id={`${action}-reason`}
              label={t(`dialogs.${action}.reason`)}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              error={error !== undefined}
              helperText={error && common(error.key, { ...error.values })}
              required
              multiline
              minRows={3}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.reason } }}
            />
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(`errors.${failure}`)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('dialogs.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={action === 'confirm' || action === 'complete' ? 'primary' : 'error'}
            disabled={sending}
          >
            {t(`dialogs.${action}.submit`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
