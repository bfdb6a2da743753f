import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCalendarDays, localize, weekStartOf, zonedParts } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useWeekBookings, WEEK_LIMIT, weekRange } from './api';
import { formatWeekday } from '../../shared/i18n/dates';
import { endTimeOf, formatShortDay, zoneNoteOf } from './format';
import { PROVIDER_BOOKINGS_NS } from './i18n';
import type { ProviderBooking } from './model';

function DayColumn({
  day,
  today,
  bookings,
}: {
  day: string;
  today: boolean;
  bookings: ProviderBooking[];
}) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const language = usePageLanguage();
  return (
    <Box
      component="section"
      aria-label={formatWeekday(day, language)}
      data-testid="calendar-day"
      sx={{
        border: 1,
        borderColor: today ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 1,
        minWidth: 0,
      }}
    >
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {formatShortDay(day, language)}
        {today && ` · ${t('calendar.today')}`}
      </Typography>
      {bookings.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('calendar.free')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {bookings.map((booking) => (
            <Box
              component="li"
              key={booking.id}
              sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 0.75, overflowWrap: 'anywhere' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('calendar.time', { start: booking.time, end: endTimeOf(booking) })}
              </Typography>
              <Typography variant="body2">{booking.customerName}</Typography>
              <Typography variant="body2" color="textSecondary">
                {localize(booking.serviceTitle, language)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The provider's confirmed bookings of one week, Monday first, on their own clock (the zone of
 * their country): one query of at most 50. A column a day from `md`, a list of days on a phone.
 */
export function WeekCalendar({ uid, timeZone }: { uid: string; timeZone: string }) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const language = usePageLanguage();
  // Weeks away from the current one; "today" is the provider's, wherever the viewer is.
  const [offset, setOffset] = useState(0);
  const [now] = useState(() => new Date());
  const today = zonedParts(now, timeZone).day;
  const monday = addCalendarDays(weekStartOf(today), 7 * offset);
  const days = Array.from({ length: 7 }, (_, index) => addCalendarDays(monday, index));
  const week = useWeekBookings(uid, monday, timeZone);
  const zone = zoneNoteOf({ startAt: weekRange(monday, timeZone).from, timeZone });
  const bookings = week.data ?? [];

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }} aria-live="polite">
            {t('calendar.weekOf', { date: formatWeekday(monday, language) })}
          </Typography>
          {zone && (
            <Typography variant="body2" color="textSecondary">
              {t('calendar.zone', zone)}
            </Typography>
          )}
        </Box>
        <Stack
          component="nav"
          aria-label={t('calendar.weeks')}
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap' }}
        >
          <Button onClick={() => setOffset((current) => current - 1)}>
            {t('calendar.previous')}
          </Button>
          {offset !== 0 && <Button onClick={() => setOffset(0)}>{t('calendar.thisWeek')}</Button>}
          <Button onClick={() => setOffset((current) => current + 1)}>{t('calendar.next')}</Button>
        </Stack>
      </Stack>
      {week.status === 'loading' && <PageSpinner />}
      {week.status === 'error' && <Alert severity="error">{t('calendar.loadError')}</Alert>}
      {week.status === 'success' && (
        <>
          {bookings.length >= WEEK_LIMIT && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('calendar.full', { max: WEEK_LIMIT })}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
              gap: 1,
            }}
          >
            {days.map((day) => (
              <DayColumn
                key={day}
                day={day}
                today={day === today}
                bookings={bookings.filter((booking) => booking.day === day)}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
