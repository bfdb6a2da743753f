import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from './visuallyHidden';

export interface FigureTable {
  columns: readonly string[];
  /** One row per bucket, its cells already formatted (the first one heads the row). */
  rows: readonly { key: string; cells: readonly string[] }[];
}

interface Props {
  title: string;
  /** The figures in words, above the chart (a total, a rate…). */
  summary?: ReactNode;
  /** Controls above the chart (the week / month switch). */
  controls?: ReactNode;
  /** Drawn from `table`'s very figures; hidden from assistive technologies, which read the table. */
  chart: ReactNode;
  table: FigureTable;
  /** Said instead of the chart and its table when there is nothing to draw. */
  empty?: string | null;
  testId: string;
}

/**
 * A dashboard card (the sales dashboard, the admin analytics): a chart and the same figures as
 * a table. The table is always in the page
 * for screen readers (visually hidden) and "Show table" shows it to everyone, e.g. on a phone
 * where a bar is hard to read exactly.
 */
export function ChartFrame({ title, summary, controls, chart, table, empty, testId }: Props) {
  const { t } = useTranslation();
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
      {controls}
      {summary && (
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
      )}
      {empty ? (
        <Typography color="textSecondary" data-testid={`${testId}-empty`}>
          {empty}
        </Typography>
      ) : (
        <>
          <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
            {chart}
          </Box>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((shown) => !shown)}
            sx={{ mt: 1 }}
          >
            {t(open ? 'charts.hideTable' : 'charts.showTable')}
          </Button>
          <TableContainer id={tableId} sx={open ? { mt: 1 } : VISUALLY_HIDDEN}>
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
        </>
      )}
    </Paper>
  );
}
