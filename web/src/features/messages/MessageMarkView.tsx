import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MessageMark } from '@marketplace/domain';
import { DoneAllIcon, DoneIcon, ScheduleIcon } from './icons';
import { MESSAGES_NS } from './namespace';

/**
 * An own message's mark: pending (a clock and "en attente", still in the offline queue), sent
 * ✓, delivered ✓✓, read ✓✓ in the primary colour; named for screen readers.
 */
export function MessageMarkView({ mark }: { mark: MessageMark }) {
  const { t } = useTranslation(MESSAGES_NS);
  const label = t(`marks.${mark}`);
  const icon = { fontSize: 16 };
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-testid="message-mark"
      data-mark={mark}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        color: mark === 'read' ? 'primary.main' : 'text.secondary',
      }}
    >
      {mark === 'pending' && (
        <>
          <ScheduleIcon sx={icon} />
          <span aria-hidden="true">{label}</span>
        </>
      )}
      {mark === 'sent' && <DoneIcon sx={icon} />}
      {(mark === 'delivered' || mark === 'read') && <DoneAllIcon sx={icon} />}
    </Box>
  );
}
