import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BOOKINGS_NS } from './namespace';
import { clocksDiffer, utcOffsetLabel, viewerTimeZone, zoneCity } from './time';

/** "Douala time (UTC+1)", the zone booking times are in. */
export function useZoneText() {
  const { t } = useTranslation(BOOKINGS_NS);
  return (timeZone: string, at: Date) =>
    t('zone.name', { city: zoneCity(timeZone), offset: utcOffsetLabel(timeZone, at) });
}

/**
 * Says which zone the times are in, only when the viewer's clock differs from the provider's
 * at `at` (a customer in Nairobi booking in Douala); nothing otherwise.
 */
export function ZoneNote({ timeZone, at }: { timeZone: string; at: Date }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const zoneText = useZoneText();
  if (!clocksDiffer(timeZone, viewerTimeZone(), at)) return null;
  return (
    <Typography variant="body2" color="textSecondary" data-testid="zone-note">
      {t('zone.note', { zone: zoneText(timeZone, at) })}
    </Typography>
  );
}
