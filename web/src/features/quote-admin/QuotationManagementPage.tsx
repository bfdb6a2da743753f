import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../shared/ui/useNotice';
import { localize } from '@marketplace/domain';
import { useActiveCategories } from '../../shared/catalog/categories';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { ADMIN_QUOTES_PAGE, useAdminQuotes } from './api';
import { CancelQuoteDialog } from './CancelQuoteDialog';
import { QUOTE_ADMIN_NS, pageLanguage } from './i18n';
import { NO_FILTERS, type AdminQuote, type AdminQuoteFilters } from './model';
import { QuoteDetailDialog } from './QuoteDetailDialog';
import { QuoteFilters } from './QuoteFilters';
import { QuoteTable } from './QuoteTable';

/**
 * /quotation-management (admin): every quote request, newest first, 20 a page with cursors,
 * filtered by status, category and city; a request opens with its quotes, and an admin can
 * cancel an abusive one (`pending|responded`) with a reason.
 */
export default function QuotationManagementPage() {
  const { t, i18n } = useTranslation(QUOTE_ADMIN_NS);
  const language = pageLanguage(i18n.language);
  const [filters, setFilters] = useState<AdminQuoteFilters>(NO_FILTERS);
  /** The last row of each page before the current one: where each next page starts. */
  const [cursors, setCursors] = useState<QueryDocumentSnapshot[]>([]);
  const quotes = useAdminQuotes(filters, cursors.at(-1) ?? null);
  const categories = useActiveCategories();
  const [opened, setOpened] = useState<AdminQuote | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const notice = useNotice(t('notices.close'));

  const rows = quotes.data ?? [];
  // The opened request follows its live row while this page still lists it.
  const current = opened && (rows.find((row) => row.id === opened.id) ?? opened);
  const categoryOptions = (categories.data ?? []).map((category) => ({
    slug: category.slug,
    name: localize(category.name, language),
  }));
  const serviceOf = (quote: AdminQuote) => {
    const category =
      categoryOptions.find((option) => option.slug === quote.category)?.name ?? quote.category;
    return quote.serviceTitle
      ? `${category} / ${localize(quote.serviceTitle, language)}`
      : category;
  };
  const changeFilters = (next: AdminQuoteFilters) => {
    setFilters(next);
    setCursors([]);
  };
  const lastRow = rows.at(-1);

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('page.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 720, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <QuoteFilters filters={filters} categories={categoryOptions} onChange={changeFilters} />

      {quotes.status === 'loading' && <PageSpinner />}
      {quotes.status === 'error' && <Alert severity="error">{t('page.loadError')}</Alert>}
      {quotes.status === 'success' && rows.length === 0 && (
        <Typography>{cursors.length > 0 ? t('page.emptyPage') : t('page.empty')}</Typography>
      )}
      {rows.length > 0 && <QuoteTable rows={rows} serviceOf={serviceOf} onOpen={setOpened} />}
      {quotes.status === 'success' && (cursors.length > 0 || rows.length === ADMIN_QUOTES_PAGE) && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Button
            disabled={cursors.length === 0}
            onClick={() => setCursors((previous) => previous.slice(0, -1))}
          >
            {t('page.previous')}
          </Button>
          <Typography>{t('page.page', { page: cursors.length + 1 })}</Typography>
          <Button
            disabled={rows.length < ADMIN_QUOTES_PAGE || !lastRow}
            onClick={() => lastRow && setCursors((previous) => [...previous, lastRow.cursor])}
          >
            {t('page.next')}
          </Button>
        </Stack>
      )}

      {current && !cancelling && (
        <QuoteDetailDialog
          quote={current}
          serviceOf={serviceOf}
          onClose={() => setOpened(null)}
          onCancel={() => setCancelling(true)}
        />
      )}
      {current && cancelling && (
        <CancelQuoteDialog
          quote={current}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            notice.show(t('cancel.done', { name: current.customerName }));
          }}
        />
      )}

      {notice.element}
    </Box>
  );
}
