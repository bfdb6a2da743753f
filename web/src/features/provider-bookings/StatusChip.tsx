import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@marketplace/domain';
import { PROVIDER_BOOKINGS_NS } from './i18n';

const COLORS: Record<BookingStatus, ChipProps['color']> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  cancelled: 'default',
};

/** A booking's status, translated. */
export function StatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  return <Chip size="small" color={COLORS[status]} label={t(`status.${status}`)} />;
}
