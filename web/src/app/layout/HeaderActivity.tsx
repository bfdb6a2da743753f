import { Badge, IconButton, Stack } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from '../../features/notifications/api';
import { NO_UNREAD } from '../../features/notifications/model';
import NotificationToasts from '../../features/notifications/NotificationToasts';
import { useSavedLanguage } from '../../features/notifications/savedLanguage';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { BellIcon, ChatIcon } from './activityIcons';

// Loaded only while messages wait unread: it acknowledges their delivery (features/messages).
const DeliveryReceipts = lazy(() => import('../../features/messages/DeliveryReceipts'));

function ActivityLink({
  to,
  count,
  label,
  testId,
  children,
}: {
  to: string;
  count: number;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <IconButton
      component={LocalizedLink}
      to={to}
      aria-label={label}
      title={label}
      data-testid={testId}
      data-count={count}
    >
      <Badge badgeContent={count} color="error" max={99} aria-hidden>
        {children}
      </Badge>
    </IconButton>
  );
}

/**
 * The signed-in part of the header, loaded once the session says signed in (a visitor's pages
 * load none of it, nor Firestore): the messages and notifications links with their unread
 * badges, from one live document (`unreadCounts/{uid}`); the toasts of new notifications; the
 * saved language of notifications; the delivery receipts of unread messages.
 */
export default function HeaderActivity({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const counts = useUnreadCounts(uid);
  useSavedLanguage(uid, usePageLanguage());
  const { messages, notifications } = counts.data ?? NO_UNREAD;
  return (
    <>
      <Stack direction="row">
        <ActivityLink
          to="/messages"
          count={messages}
          label={
            messages > 0
              ? t('nav.activity.messagesUnread', { count: messages })
              : t('nav.activity.messages')
          }
          testId="header-messages-badge"
        >
          <ChatIcon />
        </ActivityLink>
        <ActivityLink
          to="/notifications"
          count={notifications}
          label={
            notifications > 0
              ? t('nav.activity.notificationsUnread', { count: notifications })
              : t('nav.activity.notifications')
          }
          testId="header-notifications-badge"
        >
          <BellIcon />
        </ActivityLink>
      </Stack>
      <NotificationToasts uid={uid} counts={counts} />
      {messages > 0 && (
        <Suspense fallback={null}>
          <DeliveryReceipts unread={messages} />
        </Suspense>
      )}
    </>
  );
}
