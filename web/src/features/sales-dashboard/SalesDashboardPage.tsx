import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { zonedParts } from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useProviderStats, useProviderZone } from './api';
import { BecomeProviderInvitation } from '../../shared/ui/BecomeProviderInvitation';
import { DashboardView } from './DashboardView';
import { SALES_DASHBOARD_NS } from './i18n';

function Dashboard({ uid, timeZone }: { uid: string; timeZone: string }) {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  const stats = useProviderStats(uid);
  let content;
  if (stats.status === 'loading') content = <PageSpinner />;
  else if (stats.status === 'error')
    content = <Alert severity="error">{t('page.loadError')}</Alert>;
  else content = <DashboardView stats={stats.data} today={zonedParts(new Date(), timeZone).day} />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('page.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('page.intro')}
      </Typography>
      {content}
    </>
  );
}

/**
 * /sales-dashboard: a provider's revenue, bookings, quote conversion, rating and top services,
 * from `providerStats/{uid}` alone (plus their profile, for the zone); anyone else is invited to
 * become a provider. The route is protected, so a signed-out visitor never stays here.
 */
export default function SalesDashboardPage() {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  const session = signedInUser(useAuth().state);
  const zone = useProviderZone(session?.id ?? null);
  let content;
  if (session === null || zone.status === 'loading') content = <PageSpinner />;
  else if (zone.status === 'error') content = <Alert severity="error">{t('page.loadError')}</Alert>;
  else if (zone.data === null) content = <BecomeProviderInvitation ns={SALES_DASHBOARD_NS} />;
  else content = <Dashboard uid={session.id} timeZone={zone.data} />;
  return <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 1100, mx: 'auto' }}>{content}</Box>;
}
