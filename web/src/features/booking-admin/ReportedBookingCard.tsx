import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_API, formatFCFA, localize } from '@marketplace/domain';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { formatDateTime, slotParts } from './format';
import { BOOKING_ADMIN_NS } from './i18n';
import type { AdminBooking } from './model';

export type Outcome = 'complete' | 'cancel';

/** A reported booking: both parties, the slot, the problem and its photos; complete or cancel. */
export function ReportedBookingCard({
  booking,
  onResolve,
}: {
  booking: AdminBooking;
  onResolve: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const language = usePageLanguage();
  const titleId = useId();
  const { problem } = booking;
  const rows: [string, ReactNode][] = [
    [t('booking.customer'), booking.customerName],
    [
      t('booking.provider'),
      <Link key="provider" component={LocalizedLink} to={`/providers/${booking.providerId}`}>
        {booking.providerName}
      </Link>,
    ],
    [t('booking.slot'), t('slot.text', slotParts(booking, language))],
    [t('booking.total'), formatFCFA(booking.totalFCFA)],
    [t('booking.status'), t(`status.${booking.status}`)],
  ];
  if (problem) {
    rows.push(
      [
        t('booking.reportedBy'),
        t(`booking.by.${problem.by}`, { date: formatDateTime(problem.at, language) }),
      ],
      [t('booking.problem'), problem.reason],
    );
    if (problem.photoIds.length > 0) {
      rows.push([
        t('booking.photos'),
        <Stack key="photos" component="span" direction="row" spacing={2} useFlexGap>
          {problem.photoIds.map((photoId, index) => (
            <Link
              key={photoId}
              href={BOOKING_API.photo(booking.id, photoId)}
              target="_blank"
              rel="noopener"
            >
              {t('booking.photo', { number: index + 1 })}
            </Link>
          ))}
        </Stack>,
      ]);
    }
  }

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="reported">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {localize(booking.serviceTitle, language)}
        </Typography>
        <DescriptionList rows={rows} />
        <Box
          component="section"
          aria-label={t('booking.actions')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
        >
          <Button
            variant="contained"
            onClick={() => onResolve('complete')}
            aria-describedby={titleId}
          >
            {t('resolve.complete')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => onResolve('cancel')}
            aria-describedby={titleId}
          >
            {t('resolve.cancel')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
