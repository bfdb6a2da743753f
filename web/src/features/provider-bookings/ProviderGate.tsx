import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useProviderZone } from './api';
import { PROVIDER_BOOKINGS_NS } from './i18n';

/** What a signed-in user who is not a provider sees instead of the bookings. */
function BecomeProviderInvitation() {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('invite.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('invite.text')}
      </Typography>
      <Button variant="contained" size="large" component={LocalizedLink} to="/become-provider">
        {t('invite.cta')}
      </Button>
    </Box>
  );
}

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
  if (zone.status === 'notProvider') return <BecomeProviderInvitation />;
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
