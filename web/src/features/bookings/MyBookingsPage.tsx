import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { BOOKING_TABS, type BookingTab } from './api';
import { BookingCard, type CardAction } from './BookingCard';
import type { BookedState } from './BookingForm';
import { CancelDialog } from './CancelDialog';
import type { Booking } from './converters';
import type { ActionDialogProps } from './dialogKit';
import { BOOKINGS_NS } from './i18n';
import { ProblemDialog } from './ProblemDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { ReviewDialog } from './ReviewDialog';
import { useBookingList } from './useBookingList';

const DIALOGS: Record<CardAction, ComponentType<ActionDialogProps<Booking>>> = {
  reschedule: RescheduleDialog,
  cancel: CancelDialog,
  report: ProblemDialog,
  review: ReviewDialog,
};

/** What the page confirms once a dialog's change went through. */
const DONE_TEXTS: Record<CardAction, string> = {
  reschedule: 'done.reschedule',
  cancel: 'done.cancel',
  report: 'done.report',
  review: 'done.review',
};

/** A tab's bookings, 20 a page ("show more" reads the next 20), and the open dialog. */
function BookingTabPanel({
  uid,
  tab,
  onDone,
}: {
  uid: string;
  tab: BookingTab;
  onDone: (action: CardAction) => void;
}) {
  const { t } = useTranslation(BOOKINGS_NS);
  const { list, loadMore, reload } = useBookingList(uid, tab);
  const [open, setOpen] = useState<{ action: CardAction; booking: Booking } | null>(null);
  // Read once per render of the list: which actions a card offers depends on it.
  const [now] = useState(() => Date.now());

  if (list.status === 'loading') return <PageSpinner />;
  if (list.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.loadError')}
      </Alert>
    );
  }
  if (list.bookings.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={LocalizedLink} to="/services">
            {t('list.findProvider')}
          </Button>
        }
      >
        {t(`list.empty.${tab}`)}
      </Alert>
    );
  }
  const ActionDialog = open ? DIALOGS[open.action] : null;
  return (
    <>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.bookings.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            now={now}
            onAction={(action) => setOpen({ action, booking })}
          />
        ))}
      </Stack>
      {list.next && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void loadMore()}
            disabled={list.more === 'loading'}
          >
            {list.more === 'loading' ? t('list.loadingMore') : t('list.more')}
          </Button>
        </Box>
      )}
      {list.more === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('list.moreError')}
        </Alert>
      )}
      {open && ActionDialog && (
        <ActionDialog
          key={`${open.action}:${open.booking.id}`}
          target={open.booking}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onDone(open.action);
            reload();
          }}
        />
      )}
    </>
  );
}

const tabOf = (value: string | null): BookingTab => (value === 'past' ? 'past' : 'upcoming');

/** /my-bookings and /mes-reservations (signed in): the customer's bookings, by tab. */
export default function MyBookingsPage() {
  const { t } = useTranslation(BOOKINGS_NS);
  const session = signedInUser(useAuth().state);
  const [params, setParams] = useSearchParams();
  const booked = (useLocation().state as Partial<BookedState> | null)?.booked;
  const [done, setDone] = useState<CardAction | null>(null);
  const tab = tabOf(params.get('tab'));
  const tabsId = useId();

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('list.title')}
        </Typography>
        <Button variant="contained" component={LocalizedLink} to="/services">
          {t('list.findProvider')}
        </Button>
      </Stack>
      {booked && !done && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          role="status"
          action={
            <Button
              color="inherit"
              size="small"
              component={LocalizedLink}
              to={`/checkout/${booked}`}
              data-testid="booked-pay"
            >
              {t('list.payNow')}
            </Button>
          }
        >
          {t('list.booked')}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mb: 2 }} role="status" onClose={() => setDone(null)}>
          {t(DONE_TEXTS[done])}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: BookingTab) => {
          setDone(null);
          setParams(value === 'upcoming' ? {} : { tab: value }, { replace: true });
        }}
        aria-label={t('list.tabs')}
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {BOOKING_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`list.tab.${value}`)}
            id={`${tabsId}-${value}`}
            aria-controls={`${tabsId}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {session ? (
          <BookingTabPanel
            key={`${session.id}:${tab}`}
            uid={session.id}
            tab={tab}
            onDone={setDone}
          />
        ) : (
          <PageSpinner />
        )}
      </Box>
    </Box>
  );
}
