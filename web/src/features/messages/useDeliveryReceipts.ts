import { useEffect, useRef } from 'react';
import { markDelivered } from './api';
import type { Conversation } from './converters';
import { awaitsDelivery } from './format';

/**
 * Tells the senders that their last messages reached this device: stamps `deliveredAt.{uid}`
 * on each conversation whose last message, from the other party, is newer than it; once per
 * last message, so a list that renders again writes nothing more.
 */
export function useDeliveryReceipts(conversations: readonly Conversation[] | null, uid: string) {
  const done = useRef(new Set<string>());
  useEffect(() => {
    for (const conversation of conversations ?? []) {
      const last = conversation.lastMessage;
      if (!last || !awaitsDelivery(conversation, uid)) continue;
      const key = `${conversation.id}/${last.id}`;
      if (done.current.has(key)) continue;
      done.current.add(key);
      // Only the sender's ✓✓ depends on it: a failure is logged, never shown.
      markDelivered(conversation.id, uid).catch((error: unknown) =>
        console.warn('Delivery not recorded', error),
      );
    }
  }, [conversations, uid]);
}
