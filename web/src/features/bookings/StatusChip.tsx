import { Chip, Stack, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@marketplace/domain';
import { BOOKINGS_NS } from './namespace';

const COLORS: Record<BookingStatus, ChipProps['color']> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  cancelled: 'default',
};

/** A booking's status, translated, and "problem reported" while a problem is set. */
export function BookingStatusChips({
  status,
  problem,
}: {
  status: BookingStatus;
  problem: boolean;
}) {
  const { t } = useTranslation(BOOKINGS_NS);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Chip size="small" color={COLORS[status]} label={t(`status.${status}`)} />
      {problem && (
        <Chip size="small" color="error" variant="outlined" label={t('status.problem')} />
      )}
    </Stack>
  );
}
