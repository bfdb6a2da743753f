import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '@marketplace/domain';
import type { TextCheck } from '../../shared/forms/fieldErrors';
import { TextActionDialog } from '../../shared/ui/TextActionDialog';
import {
  cancelBooking,
  completeBooking,
  confirmBooking,
  declineBooking,
  reportProblem,
} from './api';
import type { BookingAction } from './actions';
import { actionFailureOf } from './errors';
import { PROVIDER_BOOKINGS_NS } from './i18n';

type Validation = typeof import('./validation');

/** The actions the provider gives a reason for: its check, and the call. */
const REASONED: Partial<
  Record<
    BookingAction,
    {
      check: (validation: Validation, reason: string) => TextCheck;
      send: (id: string, reason: string) => Promise<unknown>;
    }
  >
> = {
  decline: { check: (v, reason) => v.validateReason(reason), send: declineBooking },
  cancel: { check: (v, reason) => v.validateReason(reason), send: cancelBooking },
  report: { check: (v, reason) => v.validateProblem(reason), send: reportProblem },
};

const PLAIN: Partial<Record<BookingAction, (id: string) => Promise<unknown>>> = {
  confirm: confirmBooking,
  complete: completeBooking,
};

interface Props {
  bookingId: string;
  action: BookingAction;
  /** "Awa, lundi 16 mars 2026 à 09:00": which booking, in the dialog's text. */
  summary: string;
  onClose: () => void;
  onDone: (action: BookingAction) => void;
}

/** Confirms one action on a booking, asking for the reason when the action needs one. */
export function ActionDialog({ bookingId, action, summary, onClose, onDone }: Props) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const reasoned = REASONED[action];
  return (
    <TextActionDialog
      title={t(`dialogs.${action}.title`)}
      text={t(`dialogs.${action}.text`, { booking: summary })}
      field={
        reasoned && {
          label: t(`dialogs.${action}.reason`),
          maxLength: BOOKING_LIMITS.reason,
          check: async (reason) => reasoned.check(await import('./validation'), reason),
        }
      }
      submitLabel={t(`dialogs.${action}.submit`)}
      backLabel={t('dialogs.back')}
      submitColor={action === 'confirm' || action === 'complete' ? 'primary' : 'error'}
      send={(reason) =>
        reasoned
          ? reasoned.send(bookingId, reason)
          : (PLAIN[action]?.(bookingId) ?? Promise.resolve())
      }
      failureOf={(error) => t(`errors.${actionFailureOf(error)}`)}
      onClose={onClose}
      onDone={() => onDone(action)}
    />
  );
}
