import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { COUNT_CAP, COUNTED_TABS, isBookingTab, useBookingCounts, type BookingCounts } from './api';
import type { BookingAction } from './actions';
import { ActionDialog } from './ActionDialog';
import { useSlotText } from './BookingCard';
import { BookingList } from './BookingList';
import { PROVIDER_BOOKINGS_NS } from './i18n';
import { BOOKING_TABS, type ProviderBooking } from './model';
import { WeekCalendar } from './WeekCalendar';

/** The lists' tabs, then the week calendar's. */
const PAGE_TABS = [...BOOKING_TABS, 'calendar'] as const;
type PageTab = (typeof PAGE_TABS)[number];

const isPageTab = (value: string | null): value is PageTab =>
  isBookingTab(value) || value === 'calendar';

const tabId = (tab: PageTab) => `provider-bookings-tab-${tab}`;
const PANEL_ID = 'provider-bookings-panel';

function useTabLabel(counts: BookingCounts | null) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  return (tab: PageTab) => {
    const name = t(`tabs.${tab}`);
    const counted = COUNTED_TABS.find((item) => item === tab);
    if (!counts || !counted) return name;
    const number = counts[counted];
    return t(number < COUNT_CAP ? 'tabs.count' : 'tabs.countCapped', { name, number });
  };
}

/**
 * The provider's bookings: requests to confirm, upcoming and past ones (each a tab, 20 at a
 * time), the actions each allows, and a week calendar of the confirmed ones.
 */
export function ProviderBookings({ uid, timeZone }: { uid: string; timeZone: string }) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: PageTab = isPageTab(asked) ? asked : 'requests';
  const [version, setVersion] = useState(0);
  const counts = useBookingCounts(uid, version);
  const labelOf = useTabLabel(counts);
  const slotText = useSlotText();
  const [acting, setActing] = useState<{ booking: ProviderBooking; action: BookingAction } | null>(
    null,
  );
  const [done, setDone] = useState<BookingAction | null>(null);

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('page.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('page.intro')}
      </Typography>
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {t(`done.${done}`)}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, next: PageTab) => {
          setSearchParams(next === 'requests' ? {} : { tab: next }, { replace: true });
          setDone(null);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {PAGE_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={tabId(name)}
            aria-controls={PANEL_ID}
            label={labelOf(name)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} sx={{ pt: 2 }}>
        {tab === 'calendar' ? (
          <WeekCalendar uid={uid} timeZone={timeZone} />
        ) : (
          <BookingList
            key={tab}
            uid={uid}
            tab={tab}
            onAction={(booking, action) => {
              setDone(null);
              setActing({ booking, action });
            }}
          />
        )}
      </Box>
      {acting && (
        <ActionDialog
          bookingId={acting.booking.id}
          action={acting.action}
          summary={t('dialogs.summary', {
            name: acting.booking.customerName,
            slot: slotText(acting.booking),
          })}
          onClose={() => setActing(null)}
          onDone={(action) => {
            setActing(null);
            setDone(action);
            setVersion((current) => current + 1);
          }}
        />
      )}
    </Box>
  );
}
