import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuoteResponseStatus, QuoteStatus } from '@marketplace/domain';
import { QUOTES_NS } from './namespace';

const REQUEST_COLORS: Record<QuoteStatus, ChipProps['color']> = {
  pending: 'default',
  responded: 'info',
  accepted: 'success',
  cancelled: 'default',
  expired: 'warning',
};

const RESPONSE_COLORS: Record<QuoteResponseStatus, ChipProps['color']> = {
  requested: 'default',
  sent: 'info',
  revised: 'info',
  accepted: 'success',
  declined: 'default',
  withdrawn: 'default',
  expired: 'warning',
  closed: 'default',
};

/** A request's status, translated. */
export function RequestStatusChip({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation(QUOTES_NS);
  return <Chip size="small" color={REQUEST_COLORS[status]} label={t(`requestStatus.${status}`)} />;
}

/** A quote's status, translated. */
export function ResponseStatusChip({ status }: { status: QuoteResponseStatus }) {
  const { t } = useTranslation(QUOTES_NS);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RESPONSE_COLORS[status]}
      label={t(`responseStatus.${status}`)}
    />
  );
}
