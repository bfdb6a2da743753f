import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { loadSlots } from './api';
import { BOOKINGS_NS } from './namespace';
import { formatWeekday } from '../../shared/i18n/dates';
import { formatShortDay, upcomingDays } from './time';
import { useLoaded } from './useLoaded';
import { ZoneNote } from './ZoneNote';

/** How many days ahead the page offers, from the provider's today. */
export const BOOKABLE_DAYS = 14;

export interface SlotPickerProps {
  providerId: string;
  serviceId: string;
  durationMinutes: number;
  /** The provider's zone: their today starts the days offered. */
  timeZone: string;
  day: string;
  time: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
  dayError?: string;
  timeError?: string;
  /** A change reads the slots again (a slot was just taken). */
  version: number;
  /** The DOM id of a field (`day`, `time`), so that a message can focus it. */
  fieldId: (path: string) => string;
}

/** Chips in a row that scrolls sideways on a phone and wraps on wider screens. */
const chipRow = {
  display: 'flex',
  gap: 1,
  flexWrap: { xs: 'nowrap', sm: 'wrap' },
  overflowX: { xs: 'auto', sm: 'visible' },
  pb: 1,
} as const;

/**
 * The next 14 days as chips, then the chosen day's free start times (`GET slots`), on the
 * provider's clock. One slots call per day looked at.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { providerId, serviceId, durationMinutes, timeZone, day, time, onDay, onTime } = props;
  const { t } = useTranslation(BOOKINGS_NS);
  const language = usePageLanguage();
  const daysLabel = useId();
  const timesLabel = useId();
  // Fixed for the page's life: the days must not shift under the user's finger at midnight.
  const [days] = useState(() => upcomingDays(timeZone, new Date(), BOOKABLE_DAYS));
  const ready = serviceId !== '' && day !== '' && durationMinutes > 0;
  const [slots, reload] = useLoaded(
    ready ? `${providerId}:${serviceId}:${day}:${durationMinutes}:${props.version}` : null,
    () => loadSlots({ providerId, serviceId, day, durationMinutes }),
  );

  return (
    <Stack spacing={2}>
      <Box id={props.fieldId('day')} tabIndex={-1}>
        <Typography id={daysLabel} variant="subtitle2" component="p" gutterBottom>
          {t('slots.day')}
        </Typography>
        <Box role="group" aria-labelledby={daysLabel} sx={chipRow}>
          {days.map((candidate) => (
            <Chip
              key={candidate}
              label={formatShortDay(candidate, language)}
              aria-label={formatWeekday(candidate, language)}
              aria-pressed={candidate === day}
              color={candidate === day ? 'primary' : 'default'}
              variant={candidate === day ? 'filled' : 'outlined'}
              onClick={() => onDay(candidate)}
            />
          ))}
        </Box>
        {props.dayError && <FormHelperText error>{props.dayError}</FormHelperText>}
      </Box>

      <Box id={props.fieldId('time')} tabIndex={-1} aria-live="polite">
        <Typography id={timesLabel} variant="subtitle2" component="p" gutterBottom>
          {t('slots.time')}
        </Typography>
        {!ready ? (
          <Typography variant="body2" color="textSecondary">
            {t('slots.chooseDay')}
          </Typography>
        ) : slots.status === 'loading' ? (
          <CircularProgress size={28} aria-label={t('slots.loading')} />
        ) : slots.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={reload}>
                {t('slots.retry')}
              </Button>
            }
          >
            {t('slots.loadError')}
          </Alert>
        ) : slots.data.slots.length === 0 ? (
          <Alert severity="info">{t('slots.none')}</Alert>
        ) : (
          <>
            <Box
              role="group"
              aria-labelledby={timesLabel}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              data-testid="free-slots"
            >
              {slots.data.slots.map((slot) => (
                <Chip
                  key={slot.time}
                  label={slot.time}
                  aria-pressed={slot.time === time}
                  color={slot.time === time ? 'primary' : 'default'}
                  variant={slot.time === time ? 'filled' : 'outlined'}
                  onClick={() => onTime(slot.time)}
                />
              ))}
            </Box>
            <ZoneNote
              timeZone={slots.data.timeZone}
              at={new Date(slots.data.slots[0]?.startAt ?? `${slots.data.day}T12:00:00Z`)}
            />
          </>
        )}
        {props.timeError && <FormHelperText error>{props.timeError}</FormHelperText>}
      </Box>
    </Stack>
  );
}
