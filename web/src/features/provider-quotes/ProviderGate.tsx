import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useProviderStatus } from './api';
import { BecomeProviderInvitation } from '../../shared/ui/BecomeProviderInvitation';
import { PROVIDER_QUOTES_NS } from './i18n';

/**
 * `children` for a provider (with their uid); an invitation to become one for anyone else.
 * The routes are protected, so a signed-out visitor never stays here.
 */
export function ProviderGate({ children }: { children: (uid: string) => ReactNode }) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const session = signedInUser(useAuth().state);
  const status = useProviderStatus(session);
  if (session === null || status === 'loading') return <PageSpinner />;
  if (status === 'error') return <Alert severity="error">{t('access.loadError')}</Alert>;
  if (status === 'notProvider') return <BecomeProviderInvitation ns={PROVIDER_QUOTES_NS} />;
  return children(session.id);
}
