import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { BecomeProviderInvitation } from '../../shared/ui/BecomeProviderInvitation';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useProviderZone } from './api';
import { PROVIDER_BOOKINGS_NS } from './i18n';

function Gate({
  uid,
  children,
}: {
  uid: string;
  children: (uid: string, timeZone: string) => ReactNode;
}) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const zone = useProviderZone(uid);
  if (zone.status === 'loading') return <PageSpinner />;
  if (zone.status === 'error') return <Alert severity="error">{t('access.loadError')}</Alert>;
  if (zone.status === 'notProvider') return <BecomeProviderInvitation ns={PROVIDER_BOOKINGS_NS} />;
  return children(uid, zone.timeZone);
}

/**
 * `children` for a provider, with their uid and their country's time zone (read from
 * `providers/{uid}`, which also tells a provider from anyone else); an invitation to become one
 * for anyone else. The route is protected, so a signed-out visitor never stays here.
 */
export function ProviderGate({
  children,
}: {
  children: (uid: string, timeZone: string) => ReactNode;
}) {
  const session = signedInUser(useAuth().state);
  if (session === null) return <PageSpinner />;
  return <Gate uid={session.id}>{children}</Gate>;
}
