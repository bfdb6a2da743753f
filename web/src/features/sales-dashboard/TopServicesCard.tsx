import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatFCFA, localize } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ChartFrame } from '../../shared/ui/ChartFrame';
import { chartLocaleText, CHART_MARGIN } from './chartSettings';
import { topServices } from './figures';
import { compactAmount } from './format';
import { SALES_DASHBOARD_NS } from './i18n';
import type { ProviderStats } from './model';

/** A service name on the axis of a 360 px phone: the table and the tooltip give it in full. */
const TICK_CHARACTERS = 14;
const shortName = (name: string) =>
  name.length > TICK_CHARACTERS ? `${name.slice(0, TICK_CHARACTERS - 1)}…` : name;

/** The services that earned the most, with how many jobs of each were completed. */
export function TopServicesCard({ services }: { services: ProviderStats['services'] }) {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  const language = usePageLanguage();
  const { palette } = useTheme();
  const top = topServices(services);
  const names = new Map(top.map((service) => [service.id, localize(service.title, language)]));
  const nameOf = (id: string) => names.get(id) ?? id;
  return (
    <ChartFrame
      title={t('services.title')}
      testId="services"
      empty={top.length === 0 ? t('services.none') : null}
      chart={
        <BarChart
          layout="horizontal"
          height={64 + top.length * 40}
          localeText={chartLocaleText(language)}
          margin={CHART_MARGIN}
          hideLegend
          yAxis={[
            {
              scaleType: 'band',
              data: top.map((service) => service.id),
              width: 104,
              valueFormatter: (id: string, context) =>
                context.location === 'tick' ? shortName(nameOf(id)) : nameOf(id),
            },
          ]}
          xAxis={[{ valueFormatter: (value: number) => compactAmount(value, language) }]}
          series={[
            {
              data: top.map((service) => service.revenueFCFA),
              label: t('services.revenue'),
              color: palette.primary.main,
              valueFormatter: (value) => (value === null ? '' : formatFCFA(value)),
            },
          ]}
        />
      }
      table={{
        columns: [t('services.service'), t('services.completed'), t('services.revenue')],
        rows: top.map((service) => ({
          key: service.id,
          cells: [nameOf(service.id), String(service.completed), formatFCFA(service.revenueFCFA)],
        })),
      }}
    />
  );
}
