import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '@marketplace/domain';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { cancelBooking } from './api';
import type { Booking } from './converters';
import { dialogFieldId, FailureAlert, useDialogAction, type ActionDialogProps } from './dialogKit';
import { BOOKINGS_NS } from './namespace';

/** "Cancel this booking?", with the reason the domain schema requires. */
export function CancelDialog({ target: booking, onClose, onDone }: ActionDialogProps<Booking>) {
  const { t } = useTranslation(BOOKINGS_NS);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const fields = useFieldErrors(dialogFieldId);
  const action = useDialogAction();

  const confirm = async () => {
    try {
      const { validateReason } = await import('./validation');
      const errors = validateReason(reason);
      if (Object.keys(errors).length > 0) {
        fields.show(errors);
        return;
      }
    } catch {
      // The checks could not be downloaded: the server checks the reason anyway.
    }
    const { done } = await action.run(() => cancelBooking(booking.id, reason.trim()));
    if (done) onDone();
  };

  const error = fields.message('reason');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('cancel.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('cancel.text')}</DialogContentText>
          <TextField
            id={dialogFieldId('reason')}
            label={t('cancel.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              fields.clear(['reason']);
            }}
            error={error !== undefined}
            helperText={error ?? t('cancel.reasonHelp')}
            required
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.reason } }}
          />
          <FailureAlert failure={action.failure} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel.back')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={action.busy}
        >
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
