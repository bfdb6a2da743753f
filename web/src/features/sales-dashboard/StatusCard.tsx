import { useTheme } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, type BookingStatus } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ChartFrame } from '../../shared/ui/ChartFrame';
import { chartLocaleText, CHART_HEIGHT } from './chartSettings';
import { formatPercent } from './format';
import { SALES_DASHBOARD_NS } from './i18n';
import type { ProviderStats } from './model';

/** Every booking the provider has had, by its current status. */
export function StatusCard({ counts }: { counts: ProviderStats['statusCounts'] }) {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  const language = usePageLanguage();
  const { palette } = useTheme();
  const colors: Record<BookingStatus, string> = {
    pending: palette.warning.main,
    confirmed: palette.info.main,
    completed: palette.success.main,
    cancelled: palette.error.main,
  };
  const sum = BOOKING_STATUSES.reduce((all, status) => all + counts[status], 0);
  const share = (count: number) => formatPercent(sum ? count / sum : 0, language);
  return (
    <ChartFrame
      title={t('status.title')}
      testId="statuses"
      summary={sum > 0 ? t('status.total', { count: sum }) : null}
      empty={sum === 0 ? t('status.none') : null}
      chart={
        <PieChart
          height={CHART_HEIGHT}
          localeText={chartLocaleText(language)}
          series={[
            {
              innerRadius: '45%',
              paddingAngle: 1,
              data: BOOKING_STATUSES.map((status) => ({
                id: status,
                value: counts[status],
                label: t(`status.${status}`),
                color: colors[status],
              })),
              valueFormatter: ({ value }) => `${value} (${share(value)})`,
            },
          ]}
          slotProps={{
            legend: {
              direction: 'horizontal',
              position: { vertical: 'bottom', horizontal: 'center' },
            },
          }}
        />
      }
      table={{
        columns: [t('status.column'), t('status.count'), t('status.share')],
        rows: BOOKING_STATUSES.map((status) => ({
          key: status,
          cells: [t(`status.${status}`), String(counts[status]), share(counts[status])],
        })),
      }}
    />
  );
}
