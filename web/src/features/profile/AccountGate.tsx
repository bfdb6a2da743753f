import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDocument } from '@marketplace/domain';
import { signedInUser, useAuth, type SessionUser } from '../../shared/auth/AuthState';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useUserDocument } from './api';
import { PROFILE_NS } from './i18n';

export interface Account {
  uid: string;
  /** The session's user (names and email as the API knows them). */
  session: SessionUser;
  /** `users/{uid}`; null when the sign-up could not write it (completed on /profile/edit). */
  user: UserDocument | null;
}

/**
 * The signed-in user's live `users/{uid}` for `children`, or its loading or error state. The
 * routes are protected, so a signed-out visitor never stays here.
 */
export function AccountGate({ children }: { children: (account: Account) => ReactNode }) {
  const { t } = useTranslation(PROFILE_NS);
  const session = signedInUser(useAuth().state);
  const account = useUserDocument(session?.id ?? null);
  if (session === null || account.status === 'loading') return <PageSpinner />;
  if (account.status === 'error') return <Alert severity="error">{t('common.loadError')}</Alert>;
  return children({ uid: session.id, session, user: account.data });
}

/** Shown instead of the profile or settings until the account is completed. */
export function CompleteProfileNotice() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={LocalizedLink} to="/profile/edit">
          {t('common.complete')}
        </Button>
      }
    >
      {t('common.missing')}
    </Alert>
  );
}
