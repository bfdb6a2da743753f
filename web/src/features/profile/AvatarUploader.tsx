import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDocument } from '@marketplace/domain';
import {
  AVATAR_ACCEPT,
  AVATAR_ERROR_KEYS,
  AvatarUploadError,
  precheckAvatar,
  uploadAvatar,
  type AvatarErrorCode,
} from './avatar';
import { notifyAuthUpdated } from '../../shared/api/authEvents';
import { PROFILE_NS } from './i18n';
import { ProfileAvatar } from './ProfileAvatar';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'done'; url: string }
  | { status: 'error'; code: AvatarErrorCode };

/**
 * Chooses and uploads a new profile photo at once (independently of the form around it), after
 * checking its type and size here; shows the progress and the server's answer.
 */
export function AvatarUploader({ user }: { user: UserDocument }) {
  const { t } = useTranslation(PROFILE_NS);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const uploading = state.status === 'uploading';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Choosing the same file again must trigger a new attempt.
    event.target.value = '';
    const [file] = files;
    if (!file) return;
    const problem = precheckAvatar(files);
    if (problem) {
      setState({ status: 'error', code: problem });
      return;
    }
    setState({ status: 'uploading' });
    try {
      const url = await uploadAvatar(file);
      setState({ status: 'done', url });
      // The header reloads the session user (spec §4 auth:updated), and with it the avatar.
      notifyAuthUpdated().catch(() => undefined);
    } catch (error) {
      setState({
        status: 'error',
        code: error instanceof AvatarUploadError ? error.code : 'failed',
      });
    }
  };

  // The live document follows shortly; until then show the photo just sent.
  const shown = state.status === 'done' ? { ...user, profileImageUrl: state.url } : user;

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <ProfileAvatar user={shown} size={96} />
      <Box sx={{ flexGrow: 1 }}>
        <Button component="label" variant="outlined" disabled={uploading}>
          {t('avatar.choose')}
          <input type="file" accept={AVATAR_ACCEPT} hidden disabled={uploading} onChange={choose} />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('avatar.hint')}
        </Typography>
        <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
          {uploading && (
            <>
              <Typography variant="body2">{t('avatar.uploading')}</Typography>
              <LinearProgress sx={{ mt: 1, maxWidth: 320 }} aria-label={t('avatar.uploading')} />
            </>
          )}
          {state.status === 'done' && <Alert severity="success">{t('avatar.uploaded')}</Alert>}
        </Box>
        {state.status === 'error' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t(AVATAR_ERROR_KEYS[state.code])}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
