import { Alert, Box, Button, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { markAllFailureOf, markAllNotificationsRead, markNotificationRead } from './api';
import { NOTIFICATIONS_NS } from './i18n';
import type { NotificationItem } from './model';
import { NotificationRow } from './NotificationRow';
import { useNotificationFeed } from './useNotificationFeed';

type MarkAll =
  | { status: 'idle' | 'working' | 'done' }
  | { status: 'failed'; reason: ReturnType<typeof markAllFailureOf> };

function Feed({ uid }: { uid: string }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const feed = useNotificationFeed(uid);
  const [markAll, setMarkAll] = useState<MarkAll>({ status: 'idle' });
  const anyUnread = feed.items.some((item) => !item.read);

  const open = (item: NotificationItem) => {
    if (item.read) return;
    feed.markedRead([item.id]);
    // Not awaited: the link opens at once; offline, the write waits in Firestore's queue.
    markNotificationRead(uid, item.id).catch((error: unknown) =>
      console.warn('Could not mark the notification read', error),
    );
  };

  const readAll = async () => {
    setMarkAll({ status: 'working' });
    const shown = feed.items.map(({ id }) => id);
    try {
      await markAllNotificationsRead();
      feed.markedRead(shown);
      setMarkAll({ status: 'done' });
    } catch (error) {
      setMarkAll({ status: 'failed', reason: markAllFailureOf(error) });
    }
  };

  if (feed.status === 'loading') return <PageSpinner />;
  if (feed.status === 'error') return <Alert severity="error">{t('page.loadError')}</Alert>;
  if (feed.items.length === 0) {
    return <Typography color="textSecondary">{t('page.empty')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          disabled={!anyUnread || markAll.status === 'working'}
          onClick={() => void readAll()}
        >
          {t('page.markAll')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {markAll.status === 'done' && <Alert severity="success">{t('page.allRead')}</Alert>}
      </Box>
      {markAll.status === 'failed' && (
        <Alert severity="error">{t(`errors.${markAll.reason}`)}</Alert>
      )}
      <List aria-label={t('page.list')} sx={{ display: 'grid', gap: 1 }}>
        {feed.items.map((item) => (
          <NotificationRow key={item.id} item={item} onOpen={open} />
        ))}
      </List>
      {feed.more === 'failed' && <Alert severity="error">{t('page.moreError')}</Alert>}
      {feed.hasMore && (
        <Button
          onClick={() => void feed.loadMore()}
          disabled={feed.more === 'loading'}
          sx={{ alignSelf: 'center' }}
        >
          {t('page.more')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /notifications (signed in): every notification, newest first, 20 live then older pages on
 * demand; opening one marks it read, and all can be marked read at once (through the api).
 */
export default function NotificationsPage() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const user = signedInUser(useAuth().state);
  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('page.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('page.intro')}
      </Typography>
      {user && <Feed key={user.id} uid={user.id} />}
    </Box>
  );
}
