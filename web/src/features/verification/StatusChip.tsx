import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '@marketplace/domain';
import { VERIFICATION_NS } from './namespace';

const COLORS: Record<DocumentStatus | 'missing', ChipProps['color']> = {
  missing: 'default',
  pending: 'warning',
  in_progress: 'info',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
};

/** A document's status; `missing` for a kind never sent. */
export function StatusChip({ status }: { status: DocumentStatus | 'missing' }) {
  const { t } = useTranslation(VERIFICATION_NS);
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'missing' || status === 'expired' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      data-testid="status-chip"
      data-status={status}
    />
  );
}
