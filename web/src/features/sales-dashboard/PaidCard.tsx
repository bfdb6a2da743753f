import { Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ChartFrame } from '../../shared/ui/ChartFrame';
import { chartLocaleText, CHART_HEIGHT, CHART_MARGIN } from './chartSettings';
import { filledBuckets, lastMonths } from './figures';
import { compactAmount, longMonth, monthLabel } from './format';
import { SALES_DASHBOARD_NS } from './i18n';
import type { ProviderStats } from './model';

interface Props {
  paid: ProviderStats['paid'];
  byMonth: ProviderStats['paidByMonth'];
  today: string;
}

/**
 * The payments received (issue 15): the all-time total and count, and the last 12 months by
 * the month each payment succeeded. Unlike the revenue card (completed jobs), this counts
 * money actually paid, whenever the job is done.
 */
export function PaidCard({ paid, byMonth, today }: Props) {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  const language = usePageLanguage();
  const { palette } = useTheme();
  const buckets = filledBuckets(byMonth, lastMonths(today));
  return (
    <ChartFrame
      title={t('paid.title')}
      testId="paid"
      summary={
        paid.count > 0 && (
          <>
            {t('paid.total', { amount: formatFCFA(paid.amountFCFA), count: paid.count })}
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {t('paid.note')}
            </Typography>
          </>
        )
      }
      empty={paid.count === 0 ? t('paid.none') : null}
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
                context.location === 'tick' ? monthLabel(key, language) : longMonth(key, language),
            },
          ]}
          yAxis={[{ width: 44, valueFormatter: (value: number) => compactAmount(value, language) }]}
          series={[
            {
              data: buckets.map((bucket) => bucket.value),
              label: t('paid.series'),
              color: palette.success.main,
              valueFormatter: (value) => (value === null ? '' : formatFCFA(value)),
            },
          ]}
        />
      }
      table={{
        columns: [t('paid.monthColumn'), t('paid.amount')],
        rows: buckets.map((bucket) => ({
          key: bucket.key,
          cells: [longMonth(bucket.key, language), formatFCFA(bucket.value)],
        })),
      }}
    />
  );
}
