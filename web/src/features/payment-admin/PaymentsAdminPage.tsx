import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../shared/ui/useNotice';
import { formatFCFA } from '@marketplace/domain';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { confirmFailureOf, confirmTransfer } from './api';
import { PAYMENT_ADMIN_NS } from './i18n';
import { NO_FILTERS, type AdminPayment, type PaymentFilters } from './model';
import { PaymentFiltersBar } from './PaymentFiltersBar';
import { PaymentRow } from './PaymentRow';
import { usePaymentsList } from './usePaymentsList';

/**
 * "Confirm the transfer?": the admin checks the platform's account for the amount labelled with
 * the reference before the payment (and the booking) becomes paid.
 */
function ConfirmTransferDialog({
  payment,
  onClose,
  onConfirmed,
  onFailed,
}: {
  payment: AdminPayment;
  onClose: () => void;
  onConfirmed: (changes: Partial<AdminPayment>) => void;
  onFailed: (text: string) => void;
}) {
  const { t } = useTranslation(PAYMENT_ADMIN_NS);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const view = await confirmTransfer(payment.id);
      onConfirmed({
        status: view.status,
        failureReason: view.failureReason,
        settledAt: view.settledAt ? new Date(view.settledAt) : null,
      });
    } catch (caught) {
      onFailed(t(`errors.${confirmFailureOf(caught)}`));
    }
    setSending(false);
  };
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="confirm-transfer-title">
      <DialogTitle id="confirm-transfer-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('confirm.text', {
            amount: formatFCFA(payment.amountFCFA),
            reference: payment.reference,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('confirm.back')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={sending}
          data-testid="admin-payment-confirm-submit"
        >
          {t('confirm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /admin/payments (admins): every payment attempt, 50 at a time, newest first, filtered by
 * status (a group of spec §4 or an exact status), method and creation dates; each row opens on
 * its webhook history; a pending transfer is confirmed here; the rows shown export as CSV.
 */
export default function PaymentsAdminPage() {
  const { t } = useTranslation(PAYMENT_ADMIN_NS);
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS);
  const { list, more, update, retry } = usePaymentsList(filters);
  const [confirming, setConfirming] = useState<AdminPayment | null>(null);
  const notice = useNotice(t('notice.close'));
  const [exporting, setExporting] = useState(false);
  const rows = list.status === 'success' ? list.rows : [];

  const show = notice.show;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { downloadCsv } = await import('./csv');
      await downloadCsv(rows, t, new Date());
    } catch {
      // papaparse is the only download here: a failure is the network's.
      show(t('csv.failed'), 'error');
    }
    setExporting(false);
  };

  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <PaymentFiltersBar filters={filters} onChange={setFilters} />
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography color="textSecondary" role="status">
          {list.status === 'success' && t('list.shown', { count: rows.length })}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void exportCsv()}
          disabled={rows.length === 0 || exporting}
          data-testid="admin-payments-csv"
        >
          {t('csv.button')}
        </Button>
      </Stack>
      {list.status === 'loading' && <PageSpinner />}
      {list.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadError')}
        </Alert>
      )}
      {list.status === 'success' && rows.length === 0 && (
        <Typography color="textSecondary">{t('list.empty')}</Typography>
      )}
      {rows.length > 0 && (
        <Box component="section" aria-label={t('list.label')}>
          {rows.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} onConfirm={setConfirming} />
          ))}
        </Box>
      )}
      {list.status === 'success' && list.moreFailed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('list.moreError')}
        </Alert>
      )}
      {list.status === 'success' && list.next && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            onClick={more}
            disabled={list.loadingMore}
            startIcon={list.loadingMore ? <CircularProgress size={16} /> : undefined}
            data-testid="admin-payments-more"
          >
            {t('list.more')}
          </Button>
        </Box>
      )}
      {confirming && (
        <ConfirmTransferDialog
          payment={confirming}
          onClose={() => setConfirming(null)}
          onConfirmed={(changes) => {
            update(confirming.id, changes);
            setConfirming(null);
            show(t('confirm.done', { reference: confirming.reference }), 'success');
          }}
          onFailed={(text) => {
            setConfirming(null);
            show(text, 'error');
          }}
        />
      )}
      {notice.element}
    </Box>
  );
}
