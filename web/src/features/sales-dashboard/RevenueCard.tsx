import { ToggleButton, ToggleButtonGroup, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ChartFrame } from '../../shared/ui/ChartFrame';
import { chartLocaleText, CHART_HEIGHT, CHART_MARGIN } from './chartSettings';
import { filledBuckets, lastMonths, lastWeeks, total } from './figures';
import { compactAmount, longDay, longMonth, monthLabel, weekLabel } from './format';
import { SALES_DASHBOARD_NS } from './i18n';
import type { ProviderStats } from './model';

type Period = 'week' | 'month';

/** Revenue of completed jobs per week (12) or month (12), ending with the current one. */
export function RevenueCard({ stats, today }: { stats: ProviderStats; today: string }) {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  const language = usePageLanguage();
  const { palette } = useTheme();
  const [period, setPeriod] = useState<Period>('week');
  const weekly = period === 'week';
  const buckets = weekly
    ? filledBuckets(stats.revenueByWeek, lastWeeks(today))
    : filledBuckets(stats.revenueByMonth, lastMonths(today));
  const sum = total(buckets);
  const shortLabel = (key: string) =>
    weekly ? weekLabel(key, language) : monthLabel(key, language);
  const longLabel = (key: string) =>
    weekly ? t('revenue.week', { date: longDay(key, language) }) : longMonth(key, language);
  return (
    <ChartFrame
      title={t('revenue.title')}
      testId="revenue"
      controls={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          onChange={(_event, next: Period | null) => next && setPeriod(next)}
          aria-label={t('revenue.period')}
          sx={{ mb: 1.5 }}
        >
          <ToggleButton value="week">{t('revenue.byWeek')}</ToggleButton>
          <ToggleButton value="month">{t('revenue.byMonth')}</ToggleButton>
        </ToggleButtonGroup>
      }
      summary={t(weekly ? 'revenue.totalWeeks' : 'revenue.totalMonths', {
        amount: formatFCFA(sum),
      })}
      empty={sum === 0 ? t('revenue.none') : null}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          localeText={chartLocaleText(language)}
          margin={CHART_MARGIN}
          hideLegend
          xAxis={[
            {
              scaleType: 'band',
              data: buckets.map((bucket) => bucket.key),
              valueFormatter: (key: string, context) =>
                context.location === 'tick' ? shortLabel(key) : longLabel(key),
            },
          ]}
          yAxis={[{ width: 44, valueFormatter: (value: number) => compactAmount(value, language) }]}
          series={[
            {
              data: buckets.map((bucket) => bucket.value),
              label: t('revenue.series'),
              color: palette.primary.main,
              valueFormatter: (value) => (value === null ? '' : formatFCFA(value)),
            },
          ]}
        />
      }
      table={{
        columns: [t(weekly ? 'revenue.weekColumn' : 'revenue.monthColumn'), t('revenue.amount')],
        rows: buckets.map((bucket) => ({
          key: bucket.key,
          cells: [longLabel(bucket.key), formatFCFA(bucket.value)],
        })),
      }}
    />
  );
}
