import { Box, Chip, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import type { Conversation } from './converters';
import { listTimeOf, otherPartyOf } from './format';
import { MESSAGES_NS } from './namespace';
import { useSubjectText } from './useSubjectText';

/** What the last message says: its excerpt, else how many files it carries. */
function useExcerpt() {
  const { t } = useTranslation(MESSAGES_NS);
  return (conversation: Conversation, uid: string) => {
    const last = conversation.lastMessage;
    if (!last) return t('list.noMessage');
    const text = last.text || t('list.attachments', { count: last.attachments });
    return last.senderId === uid ? t('list.you', { text }) : text;
  };
}

/**
 * One conversation: the other party, what it is about, the last message and its time, and
 * how many of their messages `uid` has not read. Memoised: a page of "more" re-renders no row.
 */
export const ConversationRow = memo(function ConversationRow({
  conversation,
  uid,
  now,
}: {
  conversation: Conversation;
  uid: string;
  now: Date;
}) {
  const { t } = useTranslation(MESSAGES_NS);
  const language = usePageLanguage();
  const subjectText = useSubjectText();
  const excerpt = useExcerpt();
  const unread = conversation.unread[uid] ?? 0;
  const name = conversation.names[otherPartyOf(conversation, uid)] ?? '';
  const at = conversation.lastMessage?.createdAt ?? conversation.updatedAt;
  const time = listTimeOf(at, now, language);
  return (
    <ListItem disablePadding divider data-testid="conversation-row" data-unread={unread}>
      <ListItemButton
        component={LocalizedLink}
        to={`/messages/${conversation.id}`}
        sx={{ alignItems: 'flex-start', py: 1.5 }}
      >
        <Stack spacing={0.25} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography
              component="h2"
              sx={{ fontWeight: unread > 0 ? 700 : 500, flexGrow: 1, minWidth: 0 }}
              noWrap
            >
              {name}
            </Typography>
            <Typography
              component="time"
              dateTime={at.toISOString()}
              variant="caption"
              color={unread > 0 ? 'primary' : 'text.secondary'}
              sx={{ flexShrink: 0 }}
            >
              {time.kind === 'justNow' ? t('list.justNow') : time.text}
            </Typography>
          </Stack>
          <Typography variant="body2" color="textSecondary" noWrap>
            {subjectText(conversation)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ flexGrow: 1, minWidth: 0, fontWeight: unread > 0 ? 600 : 400 }}
              data-testid="conversation-excerpt"
            >
              {excerpt(conversation, uid)}
            </Typography>
            {unread > 0 && (
              <Box sx={{ flexShrink: 0 }}>
                <Chip
                  size="small"
                  color="primary"
                  label={unread}
                  aria-label={t('list.unread', { count: unread })}
                  data-testid="unread-badge"
                />
              </Box>
            )}
          </Stack>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
});
