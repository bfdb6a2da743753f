import { useTranslation } from 'react-i18next';
import { BOOKINGS_NS } from './namespace';
import { durationParts } from './time';

/** "1 h 30", "45 min", "2 h": a booked duration in the page language. */
export function useDurationText() {
  const { t } = useTranslation(BOOKINGS_NS);
  return (totalMinutes: number) => {
    const { hours, minutes } = durationParts(totalMinutes);
    if (hours === 0) return t('duration.minutes', { minutes });
    if (minutes === 0) return t('duration.hours', { hours });
    return t('duration.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
  };
}
