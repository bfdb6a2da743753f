import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFCFA, type PaymentView } from '@marketplace/domain';
import { DescriptionList } from '../ui/DescriptionList';
import { usePageLanguage } from '../ui/LocalizedLink';
import { receiptUrl } from './api';
import { PAYMENTS_NS } from './i18n';

/** The receipt's download link (a PDF in the page language). */
export function ReceiptLink({ paymentId, accessKey }: { paymentId: string; accessKey?: string }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const language = usePageLanguage();
  return (
    <Button
      variant="outlined"
      href={receiptUrl(paymentId, language, accessKey)}
      download
      data-testid="checkout-receipt"
    >
      {t('result.receipt')}
    </Button>
  );
}

/** The translated operator or card brand of a payment ("Orange Money", "Visa"). */
export function useOperatorName() {
  const { t } = useTranslation(PAYMENTS_NS);
  return (payment: Pick<PaymentView, 'operator' | 'method'>) =>
    t(`operators.${payment.operator}`, { defaultValue: t(`methods.${payment.method}`) });
}

/**
 * A settled attempt: success with its reference, operator, amount and receipt; or why it
 * failed, and "try again" (a new attempt, a new key) or another method.
 */
export function ResultPanel({
  payment,
  accessKey,
  onRetry,
  onEdit,
}: {
  payment: PaymentView;
  accessKey: string | undefined;
  onRetry: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation(PAYMENTS_NS);
  const operatorName = useOperatorName();
  const success = payment.status === 'success';
  const rows: [string, string][] = [
    [t('attempt.reference'), payment.reference],
    [t('attempt.method'), operatorName(payment)],
    [t('attempt.amount'), formatFCFA(payment.amountFCFA)],
  ];
  return (
    <Stack spacing={2} data-testid="checkout-result" data-status={payment.status}>
      <Alert
        severity={success ? 'success' : 'error'}
        role="status"
        data-testid="checkout-status"
        data-status={payment.status}
      >
        <AlertTitle>{t(`result.${payment.status}`)}</AlertTitle>
        {success
          ? t('result.successText', { amount: formatFCFA(payment.amountFCFA) })
          : t(`reasons.${payment.failureReason ?? 'declined'}`)}
      </Alert>
      <DescriptionList rows={rows} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {success ? (
          <ReceiptLink paymentId={payment.id} accessKey={accessKey} />
        ) : (
          <>
            <Button variant="contained" onClick={onRetry} data-testid="checkout-retry">
              {t('result.retry')}
            </Button>
            <Button variant="outlined" onClick={onEdit} data-testid="checkout-edit">
              {t('result.edit')}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
