import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '@marketplace/domain';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useBookingsPage } from './api';
import type { BookingAction } from './actions';
import { BookingCard } from './BookingCard';
import { PROVIDER_BOOKINGS_NS } from './i18n';
import type { BookingTab, ProviderBooking } from './model';

/** Where the page after a page starts: its last booking when full, else null (no more). */
type NextStart = QueryDocumentSnapshot | null;

interface PageProps {
  uid: string;
  tab: BookingTab;
  after: QueryDocumentSnapshot | null;
  first: boolean;
  onLoaded: (next: NextStart) => void;
  onAction: (booking: ProviderBooking, action: BookingAction) => void;
}

/** One live page of 20: its end is where the next page starts, so pages never overlap. */
function BookingsPage({ uid, tab, after, first, onLoaded, onAction }: PageProps) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const page = useBookingsPage(uid, tab, after);
  const items = page.data;
  const next: NextStart =
    items && items.length === BOOKING_LIMITS.pageSize ? (items.at(-1)?.cursor ?? null) : null;
  const loaded = items !== undefined;
  useEffect(() => {
    if (loaded) onLoaded(next);
    // Reported when the page's end moves, not on every render of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, next?.id]);

  if (page.status === 'loading') return <PageSpinner />;
  if (page.status === 'error') return <Alert severity="error">{t('list.loadError')}</Alert>;
  if (first && page.data.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        {t(`list.empty.${tab}`)}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {page.data.map((booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          onAction={(action) => onAction(booking, action)}
        />
      ))}
    </Stack>
  );
}

/**
 * A tab's bookings, 20 at a time, and a "more" button for the next 20 (a cursor after the last
 * one shown). Each page follows the live end of the page before it: a booking that leaves or
 * joins an earlier page shifts the later ones instead of hiding or repeating a booking.
 */
export function BookingList({
  uid,
  tab,
  onAction,
}: {
  uid: string;
  tab: BookingTab;
  onAction: PageProps['onAction'];
}) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const [shown, setShown] = useState(1);
  // The next start of each page shown, once it has loaded.
  const [nexts, setNexts] = useState<NextStart[]>([]);
  const starts: (QueryDocumentSnapshot | null)[] = [null];
  for (let index = 1; index < shown; index += 1) {
    const start = nexts[index - 1];
    if (!start) break;
    starts.push(start);
  }
  const lastNext = nexts[starts.length - 1];

  return (
    <Box>
      <Stack spacing={2}>
        {starts.map((after, index) => (
          <BookingsPage
            // The page's position: its start may move, its place in the list does not.
            key={index}
            uid={uid}
            tab={tab}
            after={after}
            first={index === 0}
            onAction={onAction}
            onLoaded={(next) =>
              setNexts((current) => {
                if (index < current.length && current[index]?.id === next?.id) return current;
                const updated = [...current];
                updated[index] = next;
                return updated;
              })
            }
          />
        ))}
      </Stack>
      {starts.length === shown && lastNext && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => setShown(starts.length + 1)}>
            {t('list.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
