import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { frFRLocalText } from '@mui/x-charts/locales';
import type { Language } from '@marketplace/domain';

export interface ChartSeries {
  label: string;
  data: (number | null)[];
  color: string;
}

export interface ChartProps {
  kind: 'bar' | 'line';
  /** The x axis: one label per point (bucket or category). */
  labels: string[];
  /** What a tooltip says for a point's label (a long date); the axis shows `labels`. */
  tooltipLabels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  axisFormat: (value: number) => string;
  language: Language;
}

const HEIGHT = 260;

/**
 * The analytics charts (MUI X, as the sales dashboard): in their own module, loaded lazily by
 * the page so the figures and tables show before the chart library arrives.
 */
export default function Chart({
  kind,
  labels,
  tooltipLabels,
  series,
  format,
  axisFormat,
  language,
}: ChartProps) {
  const common = {
    height: HEIGHT,
    localeText: language === 'fr' ? frFRLocalText : undefined,
    margin: { right: 28 },
    hideLegend: series.length < 2,
    xAxis: [
      {
        scaleType: kind === 'bar' ? ('band' as const) : ('point' as const),
        data: labels.map((_label, index) => index),
        valueFormatter: (index: number, context: { location: string }) =>
          (context.location === 'tick' ? labels[index] : tooltipLabels[index]) ?? '',
      },
    ],
    yAxis: [{ width: 48, valueFormatter: (value: number) => axisFormat(value) }],
  };
  const formatted = series.map((item) => ({
    ...item,
    valueFormatter: (value: number | null) => (value === null ? '–' : format(value)),
  }));
  return kind === 'bar' ? (
    <BarChart {...common} series={formatted} />
  ) : (
    <LineChart {...common} series={formatted.map((item) => ({ ...item, connectNulls: false }))} />
  );
}
