import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { rescheduleBooking } from './api';
import type { Booking } from './converters';
import { dialogFieldId, FailureAlert, useDialogAction, type ActionDialogProps } from './dialogKit';
import { SLOT_FAILURES } from './errors';
import { BOOKINGS_NS } from './namespace';
import { SlotPicker } from './SlotPicker';

/** A new day and start among the provider's free slots; the booking goes back to pending. */
export function RescheduleDialog({ target: booking, onClose, onDone }: ActionDialogProps<Booking>) {
  const { t } = useTranslation(BOOKINGS_NS);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [slot, setSlot] = useState({ day: '', time: '' });
  const [version, setVersion] = useState(0);
  const fields = useFieldErrors(dialogFieldId);
  const action = useDialogAction();

  const confirm = async () => {
    try {
      const { validateSlot } = await import('./validation');
      const errors = validateSlot(slot);
      if (Object.keys(errors).length > 0) {
        fields.show(errors);
        return;
      }
    } catch {
      // The checks could not be downloaded: the server checks the slot anyway.
    }
    const { done, failure } = await action.run(() => rescheduleBooking(booking.id, slot));
    if (done) onDone();
    else if (failure && SLOT_FAILURES.includes(failure)) {
      setSlot((current) => ({ ...current, time: '' }));
      setVersion((value) => value + 1);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('reschedule.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('reschedule.text')}</DialogContentText>
          <FailureAlert failure={action.failure} />
          <SlotPicker
            providerId={booking.providerId}
            serviceId={booking.serviceId}
            durationMinutes={booking.durationMinutes}
            timeZone={booking.timeZone}
            day={slot.day}
            time={slot.time}
            onDay={(day) => {
              setSlot({ day, time: '' });
              fields.clear(['day', 'time']);
            }}
            onTime={(time) => {
              setSlot((current) => ({ ...current, time }));
              fields.clear(['time']);
              action.clearFailure();
            }}
            dayError={fields.message('day')}
            timeError={fields.message('time')}
            version={version}
            fieldId={dialogFieldId}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reschedule.back')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={action.busy}>
          {t('reschedule.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
