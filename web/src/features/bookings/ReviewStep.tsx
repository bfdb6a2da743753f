import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AuthState } from '../../shared/auth/AuthState';
import { EmailVerificationStatus } from '../../shared/auth/EmailVerificationPanel';
import { pathWithoutLanguage } from '../../shared/i18n/language';
import { BookingSummary, type BookingSummaryProps } from './BookingSummary';
import { ERROR_VALUES, errorTextKey, type BookingErrorKey } from './errors';
import { BOOKINGS_NS } from './namespace';

export interface ReviewStepProps {
  /** What is about to be booked; null while the choice is incomplete. */
  summary: BookingSummaryProps | null;
  /** Why the last attempt failed, if it did. */
  failure: BookingErrorKey | null;
  saving: boolean;
  authStatus: AuthState['status'];
  signInPath: string;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * The booking's review: the choice and its price, then "confirm" (or, signed out, "sign in to
 * book"), with the failure of the last attempt and how to get past it.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { summary, failure, saving, authStatus, signInPath } = props;
  const { t } = useTranslation(BOOKINGS_NS);
  const { pathname, search } = useLocation();
  return (
    <Stack spacing={3}>
      {summary && <BookingSummary {...summary} />}
      {failure && (
        <Alert
          severity="error"
          role="alert"
          action={
            failure === 'unauthenticated' ? (
              <Button color="inherit" size="small" component={Link} to={signInPath}>
                {t('scheduling.signIn')}
              </Button>
            ) : undefined
          }
        >
          {t(errorTextKey(failure), ERROR_VALUES)}
        </Alert>
      )}
      {failure === 'emailNotVerified' && (
        <EmailVerificationStatus continuePath={`${pathWithoutLanguage(pathname)}${search}`} />
      )}
      {authStatus === 'signedOut' && <Alert severity="info">{t('scheduling.signInToBook')}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button onClick={props.onEdit} disabled={saving}>
          {t('scheduling.edit')}
        </Button>
        <Button
          variant="contained"
          onClick={props.onConfirm}
          disabled={saving || authStatus === 'loading'}
        >
          {saving
            ? t('scheduling.booking')
            : authStatus === 'signedOut'
              ? t('scheduling.signInAndBook')
              : t('scheduling.confirm')}
        </Button>
      </Box>
    </Stack>
  );
}
