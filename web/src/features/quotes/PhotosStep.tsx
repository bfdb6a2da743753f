import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QUOTE_LIMITS } from '@marketplace/domain';
import { CloseIcon } from '../../shared/ui/icons';
import { errorTextKey, type QuoteErrorKey } from './errors';
import { fieldId, type StepProps } from './formKit';
import { QUOTES_NS } from './namespace';
import { PHOTO_ACCEPT, PhotoUploadError, precheckPhotos, uploadPhoto } from './photos';

const MEGABYTE = 1024 * 1024;

export interface PhotosStepProps extends StepProps {
  /** Uploads need a session: a signed-out visitor is offered to sign in first. */
  signedIn: boolean;
  /** The sign-in page, coming back here. */
  signInPath: string;
}

/**
 * Step 5 (optional): up to 5 photos, each checked here (type, size, count) and uploaded at
 * once; the draft keeps their ids, so they survive a reload (their previews do not).
 */
export function PhotosStep(props: PhotosStepProps) {
  const { t } = useTranslation(QUOTES_NS);
  const { draft, change, message, signedIn, signInPath } = props;
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<QuoteErrorKey | null>(null);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const urls = useRef<string[]>([]);
  const full = draft.photos.length >= QUOTE_LIMITS.photos;
  const stepError = message('photoIds');

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Choosing the same file again must trigger a new attempt.
    event.target.value = '';
    if (files.length === 0) return;
    const found = precheckPhotos(files, draft.photos.length);
    setProblem(found);
    if (found) return;
    setUploading(true);
    for (const file of files) {
      try {
        const id = await uploadPhoto(file);
        change(
          (current) => ({ ...current, photos: [...current.photos, { id, name: file.name }] }),
          'photoIds',
        );
        if (typeof URL.createObjectURL === 'function') {
          const url = URL.createObjectURL(file);
          urls.current.push(url);
          setPreviews((current) => ({ ...current, [id]: url }));
        }
      } catch (error) {
        setProblem(error instanceof PhotoUploadError ? error.key : 'failed');
        break;
      }
    }
    setUploading(false);
  };

  const remove = (id: string) =>
    change(
      (current) => ({ ...current, photos: current.photos.filter((photo) => photo.id !== id) }),
      'photoIds',
    );

  return (
    <Stack spacing={2} id={fieldId('photoIds')} tabIndex={-1}>
      <Typography color="textSecondary">
        {t('photos.hint', {
          max: QUOTE_LIMITS.photos,
          megabytes: QUOTE_LIMITS.photoBytes / MEGABYTE,
        })}
      </Typography>
      {signedIn ? (
        <Box>
          <Button component="label" variant="outlined" disabled={uploading || full}>
            {t('photos.choose')}
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              multiple
              hidden
              disabled={uploading || full}
              onChange={(event) => void choose(event)}
              data-testid="quote-photo-input"
            />
          </Button>
        </Box>
      ) : (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={Link} to={signInPath}>
              {t('photos.signIn')}
            </Button>
          }
        >
          {t('photos.signedOut')}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {uploading && (
          <>
            <Typography variant="body2">{t('photos.uploading')}</Typography>
            <LinearProgress sx={{ mt: 1, maxWidth: 320 }} aria-label={t('photos.uploading')} />
          </>
        )}
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {t(errorTextKey(problem), {
            max: QUOTE_LIMITS.photos,
            megabytes: QUOTE_LIMITS.photoBytes / MEGABYTE,
          })}
        </Alert>
      )}
      {stepError && <Alert severity="error">{stepError}</Alert>}
      <Typography variant="body2" color="textSecondary">
        {t('photos.count', { count: draft.photos.length, max: QUOTE_LIMITS.photos })}
      </Typography>
      {draft.photos.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          }}
        >
          {draft.photos.map((photo) => (
            <Box
              component="li"
              key={photo.id}
              sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              {previews[photo.id] ? (
                <Box
                  component="img"
                  src={previews[photo.id]}
                  alt={photo.name}
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Typography
                  variant="caption"
                  sx={{ p: 1, display: 'block', wordBreak: 'break-all' }}
                >
                  {photo.name}
                </Typography>
              )}
              <IconButton
                size="small"
                onClick={() => remove(photo.id)}
                aria-label={t('photos.remove', { name: photo.name })}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
