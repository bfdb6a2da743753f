import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sameEmail } from '@marketplace/domain';
import { useAuth } from '../../shared/auth/AuthState';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { deleteAccount, deletionFailureOf, type DeletionFailure } from './accountDeletion';
import { PROFILE_NS } from './i18n';

/**
 * The settings' danger zone: deleting the account for good after typing its email. Then the
 * app logs out and forgets the user on this device, and lands on the home page.
 */
export function DeleteAccountSection({ email }: { email: string | null }) {
  const { t } = useTranslation(PROFILE_NS);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const language = usePageLanguage();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DeletionFailure | null>(null);
  const matches = sameEmail(typed, email);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount(typed);
    } catch (error) {
      setFailure(deletionFailureOf(error));
      setBusy(false);
      return;
    }
    // Leave first: signed out on this protected page, its guard would send the user to sign in.
    navigate(localizedPath('/', language));
    await signOut('accountDeleted');
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${ids}-title`}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main' }}
    >
      <Typography id={`${ids}-title`} variant="h6" component="h2" gutterBottom color="error">
        {t('deletion.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('deletion.intro')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('deletion.open')}
      </Button>

      <Dialog open={open} onClose={close} aria-labelledby={`${ids}-dialog`} fullWidth>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={`${ids}-dialog`}>{t('deletion.dialogTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{t('deletion.consequences')}</DialogContentText>
            <DialogContentText sx={{ mb: 2 }}>
              {t('deletion.typeEmail', { email: email ?? '' })}
            </DialogContentText>
            <TextField
              label={t('deletion.emailLabel')}
              type="email"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              fullWidth
              required
              error={typed !== '' && !matches}
              helperText={typed !== '' && !matches ? t('deletion.mismatch') : ' '}
              slotProps={{ htmlInput: { inputMode: 'email' } }}
            />
            {failure && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {t(`deletion.errors.${failure}`)}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {t('deletion.cancel')}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={!matches || busy}>
              {t(busy ? 'deletion.deleting' : 'deletion.confirm')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Paper>
  );
}
