import { useEffect, useRef } from 'react';
import { MESSAGE_LIMITS } from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { loadNewestConversations, markDelivered } from './api';
import { awaitsDelivery } from './format';

/**
 * Mounted by the header while the user has unread messages (`unread`: their count): each time
 * the count rises, reads the newest min(unread, 20) conversations once and stamps
 * `deliveredAt.{uid}` on those whose last message, from the other party, is newer than it, so
 * the senders see ✓✓ as soon as the app has received their messages. Renders nothing.
 */
export default function DeliveryReceipts({ unread }: { unread: number }) {
  const uid = signedInUser(useAuth().state)?.id ?? null;
  const seen = useRef(0);
  useEffect(() => {
    const rose = unread > seen.current;
    seen.current = unread;
    if (!uid || !rose) return;
    const count = Math.min(unread, MESSAGE_LIMITS.conversationsPageSize);
    loadNewestConversations(uid, count)
      .then((conversations) =>
        Promise.all(
          conversations
            .filter((conversation) => awaitsDelivery(conversation, uid))
            .map((conversation) => markDelivered(conversation.id, uid)),
        ),
      )
      // Only the senders' ✓✓ depend on it: a failure is logged, never shown.
      .catch((error: unknown) => console.warn('Deliveries not recorded', error));
  }, [uid, unread]);
  return null;
}
