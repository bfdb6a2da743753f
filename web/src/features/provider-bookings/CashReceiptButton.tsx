import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { confirmReceipt } from '../../shared/checkout/api';
import { paymentErrorOf, paymentErrorText } from '../../shared/checkout/errors';
import { chargeOf } from '../../shared/checkout/format';
import { PAYMENTS_NS } from '../../shared/checkout/i18n';
import { TextActionDialog } from '../../shared/ui/TextActionDialog';
import { PROVIDER_BOOKINGS_NS } from './i18n';
import type { ProviderBooking } from './model';

/**
 * The attempt of a booking whose latest payment is cash still waiting for the provider to say
 * it was paid, or null.
 */
export const cashAttemptOf = (booking: ProviderBooking): string | null =>
  booking.paymentMethod === 'cash' &&
  booking.paymentStatus === 'pending' &&
  booking.status !== 'cancelled'
    ? (booking.paymentId ?? null)
    : null;

/**
 * "Cash received": the provider confirms the customer's cash payment (the api settles the
 * attempt and the booking turns paid; the live list shows it). Asked once more in a dialog,
 * since it cannot be undone.
 */
export function CashReceiptButton({
  paymentId,
  priceFCFA,
  summary,
}: {
  paymentId: string;
  priceFCFA: number;
  summary: string;
}) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const { t: payments } = useTranslation(PAYMENTS_NS);
  const [open, setOpen] = useState(false);
  // Cash carries no operator fee: the customer pays the price plus the platform's fee.
  const amount = chargeOf(priceFCFA, 'cash')?.totalPaidByCustomerFCFA ?? priceFCFA;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} data-testid="booking-confirm-cash">
        {t('actions.confirmCash')}
      </Button>
      {open && (
        <TextActionDialog
          title={t('dialogs.confirmCash.title')}
          text={t('dialogs.confirmCash.text', { booking: summary, amount: formatFCFA(amount) })}
          submitLabel={t('dialogs.confirmCash.submit')}
          backLabel={t('dialogs.back')}
          send={() => confirmReceipt(paymentId)}
          failureOf={(error) => payments(paymentErrorText(paymentErrorOf(error)))}
          onClose={() => setOpen(false)}
          onDone={() => setOpen(false)}
        />
      )}
    </>
  );
}
