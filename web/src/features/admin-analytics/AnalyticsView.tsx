import { Grid, Paper, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_NAMES,
  formatFCFA,
  type AnalyticsView as View,
  type CountryCode,
} from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ChartCard } from './ChartCard';
import { byCategory, byCountry, completionRate, totalsOf } from './figures';
import { compactNumber, formatCount, formatRate, longBucket, shortBucket } from './format';
import { ADMIN_ANALYTICS_NS } from './i18n';

interface Props {
  view: View;
  /** Category slug → its name in the page language (slugs without a name show as they are). */
  categoryName: (slug: string) => string;
}

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The figures of one range: totals, four series over time, and the breakdowns. */
export function AnalyticsView({ view, categoryName }: Props) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const language = usePageLanguage();
  const { palette } = useTheme();
  const { granularity, series } = view;
  const totals = totalsOf(series);
  const count = (value: number) => formatCount(value, language);
  const keys = series.map((bucket) => bucket.key);
  const labels = keys.map((key) => shortBucket(granularity, key, language));
  const longLabels = keys.map((key) => longBucket(granularity, key, language));
  const overTime = {
    labels,
    tooltipLabels: longLabels,
    language,
    format: count,
    axisFormat: (value: number) => compactNumber(value, language),
  };
  const bucketColumn = t(`bucket.${granularity}`);
  const rowsOf = (cells: (index: number) => string[]) =>
    keys.map((key, index) => ({ key, cells: [longLabels[index] ?? key, ...cells(index)] }));
  const none = totals.bookings + totals.quotes + totals.signups + totals.revenueFCFA === 0;
  const categories = byCategory(series);
  const countries = byCountry(series);
  const countryName = (code: string) =>
    COUNTRY_NAMES[code as CountryCode]?.[language] ?? t('unknown');
  const rates = series.map((bucket) => completionRate(bucket.completed, bucket.bookings));

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {(
            [
              ['signups', count(totals.signups)],
              ['activeProviders', count(totals.activeProvidersPeak)],
              ['quotes', count(totals.quotes)],
              ['bookings', count(totals.bookings)],
              ['completionRate', formatRate(totals.completionRate, language)],
              ['revenue', formatFCFA(totals.revenueFCFA)],
            ] as const
          ).map(([name, value]) => (
            <Grid key={name} size={{ xs: 6, sm: 4, md: 2 }}>
              <Tile
                label={t(`totals.${name}`, { unit: t(`per.${granularity}`) })}
                value={value}
                testId={`total-${name}`}
              />
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('charts.activity')}
          testId="chart-activity"
          empty={none ? t('empty') : null}
          chart={{
            ...overTime,
            kind: 'bar',
            series: [
              {
                label: t('figures.quotes'),
                data: series.map((b) => b.quotes),
                color: palette.info.main,
              },
              {
                label: t('figures.bookings'),
                data: series.map((b) => b.bookings),
                color: palette.primary.main,
              },
              {
                label: t('figures.completed'),
                data: series.map((b) => b.completed),
                color: palette.success.main,
              },
            ],
          }}
          table={{
            columns: [
              bucketColumn,
              t('figures.quotes'),
              t('figures.bookings'),
              t('figures.completed'),
            ],
            rows: rowsOf((i) => [
              count(series[i]?.quotes ?? 0),
              count(series[i]?.bookings ?? 0),
              count(series[i]?.completed ?? 0),
            ]),
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('charts.people')}
          testId="chart-people"
          empty={none ? t('empty') : null}
          chart={{
            ...overTime,
            kind: 'line',
            series: [
              {
                label: t('figures.signups'),
                data: series.map((b) => b.signups),
                color: palette.secondary.main,
              },
              {
                label: t('figures.activeProviders'),
                data: series.map((b) => b.activeProviders),
                color: palette.warning.main,
              },
            ],
          }}
          table={{
            columns: [bucketColumn, t('figures.signups'), t('figures.activeProviders')],
            rows: rowsOf((i) => [
              count(series[i]?.signups ?? 0),
              count(series[i]?.activeProviders ?? 0),
            ]),
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('charts.completion')}
          summary={t('completionSummary')}
          testId="chart-completion"
          empty={totals.bookings === 0 ? t('empty') : null}
          chart={{
            ...overTime,
            kind: 'line',
            format: (value) => formatRate(value / 100, language),
            axisFormat: (value) => `${value}`,
            series: [
              {
                label: t('figures.completionRate'),
                data: rates.map((rate) => (rate === null ? null : Math.round(rate * 100))),
                color: palette.success.main,
              },
            ],
          }}
          table={{
            columns: [bucketColumn, t('figures.completionRate')],
            rows: rowsOf((i) => [formatRate(rates[i] ?? null, language)]),
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('charts.revenue')}
          summary={t('revenueSummary', { amount: formatFCFA(totals.revenueFCFA) })}
          testId="chart-revenue"
          empty={totals.revenueFCFA === 0 ? t('empty') : null}
          chart={{
            ...overTime,
            kind: 'bar',
            format: formatFCFA,
            series: [
              {
                label: t('figures.revenue'),
                data: series.map((b) => b.revenueFCFA),
                color: palette.primary.main,
              },
            ],
          }}
          table={{
            columns: [bucketColumn, t('figures.revenue')],
            rows: rowsOf((i) => [formatFCFA(series[i]?.revenueFCFA ?? 0)]),
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('charts.byCategory')}
          testId="chart-category"
          empty={categories.length === 0 ? t('empty') : null}
          chart={{
            kind: 'bar',
            labels: categories.map((row) => categoryName(row.key)),
            tooltipLabels: categories.map((row) => categoryName(row.key)),
            language,
            format: count,
            axisFormat: (value) => compactNumber(value, language),
            series: [
              {
                label: t('figures.bookings'),
                data: categories.map((row) => row.bookings),
                color: palette.primary.main,
              },
              {
                label: t('figures.completed'),
                data: categories.map((row) => row.completed),
                color: palette.success.main,
              },
            ],
          }}
          table={{
            columns: [
              t('category'),
              t('figures.quotes'),
              t('figures.bookings'),
              t('figures.completed'),
              t('figures.revenue'),
            ],
            rows: categories.map((row) => ({
              key: row.key,
              cells: [
                categoryName(row.key),
                count(row.quotes ?? 0),
                count(row.bookings ?? 0),
                count(row.completed ?? 0),
                formatFCFA(row.revenueFCFA ?? 0),
              ],
            })),
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={t('charts.byCountry')}
          testId="chart-country"
          empty={countries.length === 0 ? t('empty') : null}
          chart={{
            kind: 'bar',
            labels: countries.map((row) => countryName(row.key)),
            tooltipLabels: countries.map((row) => countryName(row.key)),
            language,
            format: count,
            axisFormat: (value) => compactNumber(value, language),
            series: [
              {
                label: t('figures.signups'),
                data: countries.map((row) => row.signups ?? 0),
                color: palette.secondary.main,
              },
              {
                label: t('figures.bookings'),
                data: countries.map((row) => row.bookings ?? 0),
                color: palette.primary.main,
              },
            ],
          }}
          table={{
            columns: [
              t('country'),
              t('figures.signups'),
              t('figures.bookings'),
              t('figures.revenue'),
            ],
            rows: countries.map((row) => ({
              key: row.key,
              cells: [
                countryName(row.key),
                count(row.signups ?? 0),
                count(row.bookings ?? 0),
                formatFCFA(row.revenueFCFA ?? 0),
              ],
            })),
          }}
        />
      </Grid>
    </Grid>
  );
}
