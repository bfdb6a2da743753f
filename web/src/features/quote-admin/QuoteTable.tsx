import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@marketplace/domain';
import { VISUALLY_HIDDEN } from '../../shared/ui/visuallyHidden';
import { formatInstant } from './format';
import { QUOTE_ADMIN_NS, pageLanguage } from './i18n';
import type { AdminQuote } from './model';

export const STATUS_COLORS: Record<QuoteStatus, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  responded: 'info',
  accepted: 'success',
  cancelled: 'error',
  expired: 'default',
};

interface Props {
  rows: readonly AdminQuote[];
  /** The category or service a row shows, in the page language. */
  serviceOf: (row: AdminQuote) => string;
  onOpen: (row: AdminQuote) => void;
}

/** One page of requests; a row opens its detail (by click, or its button for the keyboard). */
export function QuoteTable({ rows, serviceOf, onOpen }: Props) {
  const { t, i18n } = useTranslation(QUOTE_ADMIN_NS);
  const language = pageLanguage(i18n.language);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.date')}</TableCell>
            <TableCell>{t('table.customer')}</TableCell>
            <TableCell>{t('table.service')}</TableCell>
            <TableCell>{t('table.city')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell align="right">{t('table.quotes')}</TableCell>
            <TableCell align="right">{t('table.recipients')}</TableCell>
            <TableCell align="right" sx={{ position: 'relative' }}>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {t('table.open')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const date = row.createdAt ? formatInstant(row.createdAt, language) : '';
            return (
              <TableRow
                key={row.id}
                hover
                data-testid={`quote-row-${row.id}`}
                onClick={() => onOpen(row)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                <TableCell component="th" scope="row">
                  {row.customerName}
                </TableCell>
                <TableCell>{serviceOf(row)}</TableCell>
                <TableCell>{row.location.city}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`status.${row.status}`)}
                    color={STATUS_COLORS[row.status]}
                  />
                </TableCell>
                <TableCell align="right">{row.quoteCount}</TableCell>
                <TableCell align="right">{row.recipientIds.length}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    aria-label={t('table.openLabel', { name: row.customerName, date })}
                    onClick={(event) => {
                      // The row opens it too: once is enough.
                      event.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    {t('table.open')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
