import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_STATS_KEY } from '@marketplace/domain';
import { apiFailureOf, type FailureKeys } from '../../shared/api/apiErrorCode';
import { useActiveCategories } from '../../shared/catalog/categories';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useAnalytics } from './api';
import { AnalyticsView } from './AnalyticsView';
import { ADMIN_ANALYTICS_NS } from './i18n';
import { RangePicker } from './RangePicker';
import { defaultQuery, todayUtc } from './range';

type Failure = 'invalidRange' | 'rangeTooLarge' | 'forbidden' | 'signedOut' | 'network' | 'generic';

const FAILURES: FailureKeys<Failure> = {
  byCode: {
    invalid_range: 'invalidRange',
    range_too_large: 'rangeTooLarge',
    forbidden: 'forbidden',
  },
  byStatus: { 403: 'forbidden' },
  signedOut: 'signedOut',
  network: 'network',
  generic: 'generic',
};

/**
 * /admin/analytics (admins): sign-ups, active providers, quotes, bookings, completion rate and
 * revenue per day, week or month, in total, by category and by country, from the aggregates
 * the triggers keep (one document per bucket, read by the api).
 */
export default function AdminAnalyticsPage() {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const language = usePageLanguage();
  const [today] = useState(todayUtc);
  const [query, setQuery] = useState(() => defaultQuery('day', today));
  const analytics = useAnalytics(query);
  const categories = useActiveCategories();
  const categoryName = (slug: string) => {
    if (slug === UNKNOWN_STATS_KEY) return t('unknown');
    const category = categories.data?.find((item) => item.slug === slug);
    return category ? (category.name[language] ?? category.name.fr) : slug;
  };

  let content;
  if (analytics.status === 'error' && !analytics.data) {
    content = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void analytics.refetch().catch(() => {})}
          >
            {t('retry')}
          </Button>
        }
      >
        {t(`errors.${apiFailureOf(analytics.error, FAILURES)}`)}
      </Alert>
    );
  } else if (!analytics.data) content = <PageSpinner />;
  else content = <AnalyticsView view={analytics.data} categoryName={categoryName} />;

  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <RangePicker query={query} today={today} onChange={setQuery} />
      {content}
    </Box>
  );
}
