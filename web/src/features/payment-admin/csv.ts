import type { TFunction } from 'i18next';
import type { AdminPayment } from './model';

/**
 * The CSV export of the rows shown (the current filters, every page loaded so far). Amounts
 * are plain whole numbers and instants ISO 8601 (UTC), so a spreadsheet reads them as such;
 * statuses and methods are in the page's language. papaparse loads only on export.
 */

const COLUMNS = [
  'reference',
  'createdAt',
  'settledAt',
  'payer',
  'description',
  'method',
  'operator',
  'priceFCFA',
  'feesFCFA',
  'amountFCFA',
  'status',
  'failureReason',
  'id',
] as const;

export function csvTable(rows: readonly AdminPayment[], t: TFunction) {
  return {
    fields: COLUMNS.map((column) => t(`csv.${column}`)),
    data: rows.map((row) => [
      row.reference,
      row.createdAt.toISOString(),
      row.settledAt?.toISOString() ?? '',
      row.payerName ?? t('row.visitor'),
      row.description,
      t(`methods.${row.method}`),
      row.operator,
      String(row.priceFCFA),
      String(row.feesFCFA),
      String(row.amountFCFA),
      t(`statuses.${row.status}`),
      row.failureReason ? t(`reasons.${row.failureReason}`) : '',
      row.id,
    ]),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `paiements-YYYY-MM-DD.csv`, the admin's own date. */
export const csvFileName = (now: Date) =>
  `paiements-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;

/** The CSV text; cells a spreadsheet would run as a formula (=, +, -, @…) are escaped. */
export async function csvText(rows: readonly AdminPayment[], t: TFunction): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(csvTable(rows, t), { escapeFormulae: true, newline: '\r\n' });
}

/** Downloads the rows as a CSV file (UTF-8 with a BOM, so Excel shows the accents). */
export async function downloadCsv(rows: readonly AdminPayment[], t: TFunction, now: Date) {
  const blob = new Blob(['\uFEFF', await csvText(rows, t)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
