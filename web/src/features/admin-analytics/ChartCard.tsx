import {
  Box,
  Button,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProps } from './Chart';
import { ADMIN_ANALYTICS_NS } from './i18n';

const Chart = lazy(() => import('./Chart'));

/** Read by screen readers, not shown (the usual clip pattern). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface FigureTable {
  columns: readonly string[];
  /** One row per point, its cells formatted (the first one heads the row). */
  rows: readonly { key: string; cells: readonly string[] }[];
}

interface Props {
  title: string;
  summary?: string;
  chart: ChartProps;
  table: FigureTable;
  /** Said instead of the chart when there is nothing to draw. */
  empty: string | null;
  testId: string;
}

/**
 * A chart and the same figures as a table. The chart is hidden from assistive technologies,
 * which read the table (always in the page, visually hidden until "Show table").
 */
export function ChartCard({ title, summary, chart, table, empty, testId }: Props) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const headingId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {summary && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
      )}
      {empty ? (
        <Typography color="text.secondary" data-testid={`${testId}-empty`}>
          {empty}
        </Typography>
      ) : (
        <>
          <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
            <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
              <Chart {...chart} />
            </Suspense>
          </Box>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((shown) => !shown)}
            sx={{ mt: 1 }}
          >
            {t(open ? 'table.hide' : 'table.show')}
          </Button>
        </>
      )}
      <TableContainer id={tableId} sx={open && !empty ? { mt: 1 } : VISUALLY_HIDDEN}>
        <Table size="small" data-testid={`${testId}-table`}>
          <Box component="caption" sx={VISUALLY_HIDDEN}>
            {title}
          </Box>
          <TableHead>
            <TableRow>
              {table.columns.map((column, index) => (
                <TableCell key={column} scope="col" align={index === 0 ? 'left' : 'right'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <TableCell key={index} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={index} align="right">
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
