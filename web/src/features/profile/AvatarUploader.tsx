import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDocument } from '@marketplace/domain';
import {
  AVATAR_ACCEPT,
  AVATAR_ERROR_KEYS,
  AvatarUploadError,
  precheckAvatar,
  removeAvatar,
  uploadAvatar,
  type AvatarErrorCode,
} from './avatar';
import { notifyAuthUpdated } from '../../shared/api/authEvents';
import { PROFILE_NS } from './i18n';
import { ProfileAvatar } from './ProfileAvatar';

type AvatarState =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'removing' }
  | { status: 'done'; url: string }
  | { status: 'removed' }
  | { status: 'error'; code: AvatarErrorCode };

/**
 * Chooses and uploads a new profile photo at once (independently of the form around it), after
 * checking its type and size here; shows the progress and the server's answer. The photo can
 * also be removed, after a confirmation.
 */
export function AvatarUploader({ user }: { user: UserDocument }) {
  const { t } = useTranslation(PROFILE_NS);
  const [state, setState] = useState<AvatarState>({ status: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const busy = state.status === 'uploading' || state.status === 'removing';
  const progressText = state.status === 'removing' ? t('avatar.removing') : t('avatar.uploading');

  const failed = (error: unknown, fallback: AvatarErrorCode) =>
    setState({
      status: 'error',
      code: error instanceof AvatarUploadError ? error.code : fallback,
    });

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
      failed(error, 'failed');
    }
  };

  const remove = async () => {
    setConfirming(false);
    setState({ status: 'removing' });
    try {
      await removeAvatar();
      setState({ status: 'removed' });
      notifyAuthUpdated().catch(() => undefined);
    } catch (error) {
      failed(error, 'remove_failed');
    }
  };

  // The live document follows shortly; until then show what was just done.
  const shown =
    state.status === 'done'
      ? { ...user, profileImageUrl: state.url }
      : state.status === 'removed'
        ? { ...user, profileImageUrl: null }
        : user;

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <ProfileAvatar user={shown} size={96} />
      <Box sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" disabled={busy}>
            {t('avatar.choose')}
            <input type="file" accept={AVATAR_ACCEPT} hidden disabled={busy} onChange={choose} />
          </Button>
          {shown.profileImageUrl && (
            <Button color="error" disabled={busy} onClick={() => setConfirming(true)}>
              {t('avatar.remove')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('avatar.hint')}
        </Typography>
        <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
          {busy && (
            <>
              <Typography variant="body2">{progressText}</Typography>
              <LinearProgress sx={{ mt: 1, maxWidth: 320 }} aria-label={progressText} />
            </>
          )}
          {state.status === 'done' && <Alert severity="success">{t('avatar.uploaded')}</Alert>}
          {state.status === 'removed' && <Alert severity="success">{t('avatar.removed')}</Alert>}
        </Box>
        {state.status === 'error' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t(AVATAR_ERROR_KEYS[state.code])}
          </Alert>
        )}
      </Box>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="avatar-remove-title"
      >
        <DialogTitle id="avatar-remove-title">{t('avatar.removeConfirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('avatar.removeConfirm.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('avatar.removeConfirm.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            {t('avatar.removeConfirm.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
