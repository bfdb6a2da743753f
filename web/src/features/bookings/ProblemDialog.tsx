import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '@marketplace/domain';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { CloseIcon } from '../../shared/ui/icons';
import { reportProblem } from './api';
import type { Booking } from './converters';
import { dialogFieldId, FailureAlert, useDialogAction, type ActionDialogProps } from './dialogKit';
import type { BookingErrorKey } from './errors';
import { BOOKINGS_NS } from './namespace';
import { PHOTO_ACCEPT, PhotoUploadError, precheckPhotos, uploadPhoto } from './photos';

const MEGABYTE = 1024 * 1024;

interface Photo {
  id: string;
  name: string;
}

/**
 * "Report a problem" on a confirmed booking: a reason and up to 3 photos, each checked here
 * and uploaded at once (`POST /api/bookings/photos`). It pauses the automatic completion until
 * an admin settles it.
 */
export function ProblemDialog({ target: booking, onClose, onDone }: ActionDialogProps<Booking>) {
  const { t } = useTranslation(BOOKINGS_NS);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [photoProblem, setPhotoProblem] = useState<BookingErrorKey | null>(null);
  const fields = useFieldErrors(dialogFieldId);
  const action = useDialogAction();
  const full = photos.length >= BOOKING_LIMITS.problemPhotos;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Choosing the same file again must trigger a new attempt.
    event.target.value = '';
    if (files.length === 0) return;
    const found = precheckPhotos(files, photos.length);
    setPhotoProblem(found);
    if (found) return;
    setUploading(true);
    for (const file of files) {
      try {
        const id = await uploadPhoto(file);
        setPhotos((current) => [...current, { id, name: file.name }]);
      } catch (error) {
        setPhotoProblem(error instanceof PhotoUploadError ? error.key : 'failed');
        break;
      }
    }
    setUploading(false);
  };

  const confirm = async () => {
    const photoIds = photos.map((photo) => photo.id);
    try {
      const { validateProblem } = await import('./validation');
      const errors = validateProblem(reason, photoIds);
      if (Object.keys(errors).length > 0) {
        fields.show(errors);
        return;
      }
    } catch {
      // The checks could not be downloaded: the server checks the report anyway.
    }
    const { done } = await action.run(() => reportProblem(booking.id, reason.trim(), photoIds));
    if (done) onDone();
  };

  const error = fields.message('reason');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('problem.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('problem.text')}</DialogContentText>
          <TextField
            id={dialogFieldId('reason')}
            label={t('problem.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              fields.clear(['reason']);
            }}
            error={error !== undefined}
            helperText={error}
            required
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.reason } }}
          />
          <Typography variant="body2" color="textSecondary">
            {t('problem.photosHint', {
              max: BOOKING_LIMITS.problemPhotos,
              megabytes: BOOKING_LIMITS.photoBytes / MEGABYTE,
            })}
          </Typography>
          <Box>
            <Button component="label" variant="outlined" disabled={uploading || full}>
              {t('problem.addPhotos')}
              <input
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                hidden
                disabled={uploading || full}
                onChange={(event) => void choose(event)}
                data-testid="problem-photo-input"
              />
            </Button>
          </Box>
          <Box role="status" aria-live="polite">
            {uploading && <LinearProgress aria-label={t('problem.uploading')} />}
          </Box>
          <FailureAlert failure={photoProblem} />
          {photos.length > 0 && (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {photos.map((photo) => (
                <Stack
                  component="li"
                  key={photo.id}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center' }}
                >
                  <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                    {photo.name}
                  </Typography>
                  <IconButton
                    size="small"
                    onClick={() =>
                      setPhotos((current) => current.filter((kept) => kept.id !== photo.id))
                    }
                    aria-label={t('problem.removePhoto', { name: photo.name })}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
          )}
          <FailureAlert failure={action.failure} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('problem.back')}</Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => void confirm()}
          disabled={action.busy || uploading}
        >
          {t('problem.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
