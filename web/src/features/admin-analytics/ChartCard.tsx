import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { ChartFrame, type FigureTable } from '../../shared/ui/ChartFrame';
import type { ChartProps } from './Chart';

// The charting library comes with the first chart drawn, never with the page's own chunk.
const Chart = lazy(() => import('./Chart'));

interface Props {
  title: string;
  summary?: string;
  chart: ChartProps;
  table: FigureTable;
  /** Said instead of the chart when there is nothing to draw. */
  empty: string | null;
  testId: string;
}

/** An analytics chart, loaded lazily, and the same figures as a table. */
export function ChartCard({ chart, ...frame }: Props) {
  return (
    <ChartFrame
      {...frame}
      chart={
        <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
          <Chart {...chart} />
        </Suspense>
      }
    />
  );
}
