import { Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { ConversionCard } from './ConversionCard';
import { hasActivity } from './figures';
import { SALES_DASHBOARD_NS } from './i18n';
import type { ProviderStats } from './model';
import { PaidCard } from './PaidCard';
import { RatingCard } from './RatingCard';
import { RevenueCard } from './RevenueCard';
import { StatusCard } from './StatusCard';
import { TopServicesCard } from './TopServicesCard';

/** What a provider without any booking, quote or review sees instead of empty charts. */
function NoActivity() {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="dashboard-empty">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {t('empty.title')}
        </Typography>
        <Typography color="textSecondary">{t('empty.text')}</Typography>
        <Button variant="outlined" component={LocalizedLink} to="/provider-quotations">
          {t('empty.quotes')}
        </Button>
      </Stack>
    </Paper>
  );
}

interface Props {
  /** `null`: the document does not exist yet (no activity). */
  stats: ProviderStats | null;
  /** Today in the provider's zone ('YYYY-MM-DD'): the last week and month shown. */
  today: string;
}

/** The cards, one column on a phone, two from the `md` breakpoint. */
export function DashboardView({ stats, today }: Props) {
  if (stats === null || !hasActivity(stats)) return <NoActivity />;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <RevenueCard stats={stats} today={today} />
      </Grid>
      <Grid size={12}>
        <PaidCard paid={stats.paid} byMonth={stats.paidByMonth} today={today} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <StatusCard counts={stats.statusCounts} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ConversionCard quotes={stats.quotes} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RatingCard ratings={stats.ratingByMonth} today={today} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TopServicesCard services={stats.services} />
      </Grid>
    </Grid>
  );
}
