import { Alert, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SignOutReason } from '../../shared/auth/AuthState';
import { ACCOUNTS_NS } from './i18n';

/** Confirms a sign-out that the user should hear about, e.g. their account was deleted. */
export default function SignOutNotice({
  reason,
  onClose,
}: {
  reason: SignOutReason;
  onClose: () => void;
}) {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <Snackbar
      open
      autoHideDuration={10_000}
      onClose={(_event, why) => why !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} data-testid="sign-out-notice">
        {t(`signOutNotice.${reason}`)}
      </Alert>
    </Snackbar>
  );
}
