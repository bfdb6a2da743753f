import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  paymentStatusGroup,
  type PaymentStatus,
  type PaymentStatusGroup,
} from '@marketplace/domain';
import { PAYMENTS_NS } from './i18n';

const COLORS: Record<PaymentStatusGroup, ChipProps['color']> = {
  pending: 'warning',
  success: 'success',
  failed: 'error',
};

/**
 * Spec §4's three payment states (paid, failed, pending) of a booking or an attempt; any
 * attempt status is shown as its group (an expired attempt is a failed payment).
 */
export function PaymentStatusChip({
  status,
  size = 'small',
}: {
  status: PaymentStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation(PAYMENTS_NS);
  const group = paymentStatusGroup(status);
  return (
    <Chip
      size={size}
      variant="outlined"
      color={COLORS[group]}
      label={t(`group.${group}`)}
      data-testid="payment-status"
      data-status={group}
    />
  );
}
