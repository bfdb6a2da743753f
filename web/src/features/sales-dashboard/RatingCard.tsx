import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ChartFrame } from '../../shared/ui/ChartFrame';
import { chartLocaleText, CHART_HEIGHT, CHART_MARGIN } from './chartSettings';
import { lastMonths, ratingPoints } from './figures';
import { longMonth, monthLabel } from './format';
import { SALES_DASHBOARD_NS } from './i18n';
import type { ProviderStats } from './model';
import { formatRating } from '../../shared/i18n/numbers';

/** The average of each month's visible reviews over the last 12 months (gaps without reviews). */
export function RatingCard({
  ratings,
  today,
}: {
  ratings: ProviderStats['ratingByMonth'];
  today: string;
}) {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  const language = usePageLanguage();
  const { palette } = useTheme();
  const points = ratingPoints(ratings, lastMonths(today));
  const outOfFive = (rating: number | null) =>
    rating === null
      ? t('rating.noReviews')
      : t('rating.outOf', { rating: formatRating(rating, language) });
  return (
    <ChartFrame
      title={t('rating.title')}
      testId="rating"
      empty={points.every((point) => point.count === 0) ? t('rating.none') : null}
      chart={
        <LineChart
          height={CHART_HEIGHT}
          localeText={chartLocaleText(language)}
          margin={CHART_MARGIN}
          hideLegend
          xAxis={[
            {
              scaleType: 'point',
              data: points.map((point) => point.key),
              valueFormatter: (key: string, context) =>
                context.location === 'tick' ? monthLabel(key, language) : longMonth(key, language),
            },
          ]}
          yAxis={[{ min: 0, max: 5, width: 28, tickNumber: 5 }]}
          series={[
            {
              data: points.map((point) => point.average),
              label: t('rating.series'),
              color: palette.primary.main,
              showMark: true,
              valueFormatter: outOfFive,
            },
          ]}
        />
      }
      table={{
        columns: [t('rating.month'), t('rating.average'), t('rating.count')],
        rows: points.map((point) => ({
          key: point.key,
          cells: [longMonth(point.key, language), outOfFive(point.average), String(point.count)],
        })),
      }}
    />
  );
}
