import { Box, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  formatFCFA,
  localize,
  zonedInstant,
  type BookingPrice,
  type Language,
} from '@marketplace/domain';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import type { ServiceOption } from './converters';
import type { BookingDraft } from './draft';
import { BOOKINGS_NS } from './namespace';
import { formatWeekday } from '../../shared/i18n/dates';
import { endTimeOf } from './time';
import { useDurationText } from './useDurationText';
import { ZoneNote } from './ZoneNote';

export interface BookingSummaryProps {
  draft: BookingDraft;
  service: ServiceOption;
  providerName: string;
  timeZone: string;
  price: BookingPrice;
  language: Language;
}

/** The review before confirming: what, with whom, when (provider's clock), and the price. */
export function BookingSummary(props: BookingSummaryProps) {
  const { draft, service, providerName, timeZone, price, language } = props;
  const { t } = useTranslation(BOOKINGS_NS);
  const durationText = useDurationText();
  const startAt = zonedInstant(draft.day, draft.time, timeZone);
  const rows: [string, string][] = [
    [t('summary.service'), localize(service.title, language)],
    [t('summary.provider'), providerName],
    [t('summary.day'), formatWeekday(draft.day, language)],
    [
      t('summary.time'),
      t('summary.timeRange', {
        start: draft.time,
        end: endTimeOf(draft.time, draft.durationMinutes),
      }),
    ],
    [t('summary.duration'), durationText(draft.durationMinutes)],
  ];
  if (draft.notes.trim()) rows.push([t('summary.notes'), draft.notes.trim()]);
  return (
    <Box data-testid="booking-summary">
      <DescriptionList rows={rows} />
      <ZoneNote timeZone={timeZone} at={startAt} />
      <Divider sx={{ my: 2 }} />
      <DescriptionList
        rows={[
          [t('summary.price'), formatFCFA(price.priceFCFA)],
          [t('summary.fee'), formatFCFA(price.platformFeeFCFA)],
        ]}
      />
      <Typography
        variant="h6"
        component="p"
        sx={{ mt: 2, fontWeight: 700 }}
        data-testid="booking-total"
      >
        {t('summary.total', { total: formatFCFA(price.totalFCFA) })}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('summary.feeHelp')}
      </Typography>
    </Box>
  );
}
