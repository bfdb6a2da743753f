import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '@marketplace/domain';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { AdminPage, Paging, useCursors, useNotice } from './AdminLayout';
import { adminFailureOf, resolveBooking, useReportedBookings } from './api';
import { BOOKING_ADMIN_NS } from './i18n';
import type { AdminBooking } from './model';
import { TextActionDialog } from '../../shared/ui/TextActionDialog';
import { ReportedBookingCard, type Outcome } from './ReportedBookingCard';

/**
 * /admin/bookings (admin): the bookings with a reported problem, the latest first, 20 a page;
 * an admin completes or cancels each with a note the parties read.
 */
export default function ReportedBookingsPage() {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const cursors = useCursors();
  const bookings = useReportedBookings(cursors.after);
  const [resolving, setResolving] = useState<{ booking: AdminBooking; outcome: Outcome } | null>(
    null,
  );
  const notice = useNotice();
  const rows = bookings.data ?? [];

  return (
    <AdminPage title={t('reported.title')} intro={t('reported.intro')}>
      {bookings.status === 'loading' && <PageSpinner />}
      {bookings.status === 'error' && <Alert severity="error">{t('reported.loadError')}</Alert>}
      {bookings.status === 'success' && rows.length === 0 && (
        <Typography color="textSecondary">
          {cursors.hasPrevious ? t('paging.emptyPage') : t('reported.empty')}
        </Typography>
      )}
      <Stack spacing={2}>
        {rows.map((booking) => (
          <ReportedBookingCard
            key={booking.id}
            booking={booking}
            onResolve={(outcome) => setResolving({ booking, outcome })}
          />
        ))}
      </Stack>
      {bookings.status === 'success' && <Paging cursors={cursors} rows={rows} />}
      {resolving && (
        <TextActionDialog
          title={t(`resolve.${resolving.outcome}Title`)}
          text={t(`resolve.${resolving.outcome}Text`, {
            customer: resolving.booking.customerName,
            provider: resolving.booking.providerName,
          })}
          field={{
            label: t('resolve.note'),
            maxLength: BOOKING_LIMITS.adminNote,
            check: async (note) =>
              (await import('./validation')).validateNote(resolving.outcome, note),
          }}
          submitLabel={t(`resolve.${resolving.outcome}`)}
          backLabel={t('dialog.back')}
          failureOf={(error) => t(`errors.${adminFailureOf(error)}`)}
          send={(note) => resolveBooking(resolving.booking.id, resolving.outcome, note)}
          onClose={() => setResolving(null)}
          onDone={() => {
            setResolving(null);
            notice.show(t(`resolve.${resolving.outcome}Done`));
          }}
        />
      )}
      {notice.element}
    </AdminPage>
  );
}
