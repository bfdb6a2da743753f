import { Alert, Box, Button, Typography } from '@mui/material';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageMark } from '@marketplace/domain';
import type { Conversation, Message } from './converters';
import { otherPartyOf } from './format';
import { MessageBubble } from './MessageBubble';
import { withinEditWindow } from './MessageDialogs';
import { MESSAGES_NS } from './namespace';
import type { ThreadMessages } from './useThreadMessages';

/** How close to an edge (px) counts as being at it. */
const EDGE = 48;

const msOrNull = (date: Date | null | undefined) => (date ? date.getTime() : null);

interface Props {
  conversation: Conversation;
  uid: string;
  thread: ThreadMessages;
  now: Date;
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
}

/**
 * The thread's messages, oldest at the top: it follows new messages while scrolled to the
 * bottom (and always after one's own), loads older ones when scrolled to the top, keeping
 * the messages in view where they were.
 */
export function MessageList({ conversation, uid, thread, now, onEdit, onDelete }: Props) {
  const { t } = useTranslation(MESSAGES_NS);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom before older messages were asked for. */
  const keptFromBottom = useRef<number | null>(null);
  const { messages, hasOlder, loadingOlder } = thread;
  const other = otherPartyOf(conversation, uid);
  const deliveredAt = msOrNull(conversation.deliveredAt[other]);
  const readAt = msOrNull(conversation.readAt[other]);
  const newest = messages.at(-1);
  const oldestId = messages[0]?.id;

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || keptFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - keptFromBottom.current;
    keptFromBottom.current = null;
  }, [oldestId]);

  useLayoutEffect(() => {
    if (atBottom.current || (newest?.senderId === uid && newest.pending)) toBottom();
  }, [newest?.id, newest?.senderId, newest?.pending, uid, toBottom]);

  const loadOlder = () => {
    const element = scroller.current;
    if (element) keptFromBottom.current = element.scrollHeight - element.scrollTop;
    thread.loadOlder();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE;
    if (element.scrollTop < EDGE && hasOlder && !loadingOlder) loadOlder();
  };

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      data-testid="message-list"
      sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', py: 1, overscrollBehavior: 'contain' }}
    >
      {hasOlder && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button size="small" onClick={loadOlder} disabled={loadingOlder}>
            {t('thread.older')}
          </Button>
        </Box>
      )}
      {thread.olderFailed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('thread.olderError')}
        </Alert>
      )}
      {messages.length === 0 ? (
        <Typography color="textSecondary" sx={{ textAlign: 'center', mt: 4 }}>
          {t('thread.empty')}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('thread.messagesLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {messages.map((message) => {
            const own = message.senderId === uid;
            return (
              <MessageBubble
                key={message.id}
                message={message}
                conversationId={conversation.id}
                mark={
                  own
                    ? messageMark(
                        message.pending ? null : message.createdAt.getTime(),
                        message.pending,
                        deliveredAt,
                        readAt,
                      )
                    : null
                }
                editable={own && !message.pending && withinEditWindow(message, now)}
                now={now}
                onEdit={onEdit}
                onDelete={onDelete}
                onMediaLoad={() => atBottom.current && toBottom()}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
