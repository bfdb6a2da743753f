import { Box, Button, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { ADMIN_AREAS, type AdminArea } from './areas';
import { QUEUE_COUNT_CAP, useQueueCounts, type QueueCounts } from './api';
import { ADMIN_DASHBOARD_NS } from './i18n';

function AreaCard({ area, counts }: { area: AdminArea; counts: QueueCounts | undefined }) {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  const count = area.queue && counts ? counts[area.queue] : undefined;
  const titleId = `admin-area-${area.id}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={`admin-area-${area.id}`}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {t(`areas.${area.id}.title`)}
        </Typography>
        {count !== undefined && (
          <Chip
            size="small"
            color={count > 0 ? 'warning' : 'default'}
            label={t(count >= QUEUE_COUNT_CAP ? 'count.many' : 'count.waiting', {
              count,
            })}
            data-testid={`admin-count-${area.id}`}
          />
        )}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
        {t(`areas.${area.id}.text`)}
      </Typography>
      <Box>
        <Button
          component={LocalizedLink}
          to={area.path}
          size="small"
          variant="outlined"
          aria-describedby={titleId}
        >
          {t('open')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * /admin (admins): every admin area, grouped, with the length of the queues that wait for an
 * admin (three count() aggregations, one read each).
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation(ADMIN_DASHBOARD_NS);
  const counts = useQueueCounts();
  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={4}>
        {ADMIN_AREAS.map((group) => (
          <Box key={group.id} component="section" aria-labelledby={`admin-group-${group.id}`}>
            <Typography
              id={`admin-group-${group.id}`}
              variant="h5"
              component="h2"
              gutterBottom
              sx={{ fontWeight: 600 }}
            >
              {t(`groups.${group.id}`)}
            </Typography>
            <Grid container spacing={2}>
              {group.areas.map((area) => (
                <Grid key={area.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <AreaCard area={area} counts={counts.data} />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
