import { Gauge } from '@mui/x-charts/Gauge';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ChartFrame } from '../../shared/ui/ChartFrame';
import { conversionOf } from './figures';
import { formatPercent } from './format';
import { SALES_DASHBOARD_NS } from './i18n';
import type { ProviderStats } from './model';

/** Accepted quotes over priced quotes sent, as a gauge with the figures in words. */
export function ConversionCard({ quotes }: { quotes: ProviderStats['quotes'] }) {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  const language = usePageLanguage();
  const { answered, won, rate } = conversionOf(quotes);
  const percent = formatPercent(rate ?? 0, language);
  return (
    <ChartFrame
      title={t('conversion.title')}
      testId="conversion"
      summary={rate === null ? null : t('conversion.figures', { won, count: answered })}
      empty={rate === null ? t('conversion.none') : null}
      chart={
        <Gauge
          height={180}
          value={Math.round((rate ?? 0) * 100)}
          startAngle={-110}
          endAngle={110}
          innerRadius="70%"
          text={percent}
          sx={{ '& text': { fontSize: 28, fontWeight: 700 } }}
        />
      }
      table={{
        columns: [t('conversion.figure'), t('conversion.value')],
        rows: [
          { key: 'answered', cells: [t('conversion.answered'), String(answered)] },
          { key: 'won', cells: [t('conversion.won'), String(won)] },
          { key: 'rate', cells: [t('conversion.rate'), percent] },
        ],
      }}
    />
  );
}
