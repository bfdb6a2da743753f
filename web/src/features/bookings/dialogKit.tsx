import { Alert } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingErrorOf, ERROR_VALUES, errorTextKey, type BookingErrorKey } from './errors';
import { BOOKINGS_NS } from './namespace';

/** The DOM id of a dialog's field, from its path. */
export const dialogFieldId = (path: string) => `booking-dialog-${path || 'form'}`;

/** What every action dialog receives: the booking, and what to do when closed or done. */
export interface ActionDialogProps<Target> {
  target: Target;
  onClose: () => void;
  /** The change went through: the page says so and reads the list again. */
  onDone: () => void;
}

/**
 * One api call at a time for a dialog (a double click sends once), and its failure as a key of
 * the feature's `errors.*` texts.
 */
export function useDialogAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BookingErrorKey | null>(null);
  const running = useRef(false);
  /** Whether the call went through, else why not (null for a click ignored while busy). */
  const run = async (
    task: () => Promise<void>,
  ): Promise<{ done: boolean; failure: BookingErrorKey | null }> => {
    if (running.current) return { done: false, failure: null };
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await task();
      return { done: true, failure: null };
    } catch (error) {
      const key = bookingErrorOf(error);
      setFailure(key);
      return { done: false, failure: key };
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, failure, run, clearFailure: () => setFailure(null) };
}

/** A failed call, translated (with the limits it names). */
export function FailureAlert({ failure }: { failure: BookingErrorKey | null }) {
  const { t } = useTranslation(BOOKINGS_NS);
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert">
      {t(errorTextKey(failure), ERROR_VALUES)}
    </Alert>
  );
}
