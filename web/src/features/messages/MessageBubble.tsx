import { alpha, Box, IconButton, Link, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAttachment, MessageMark } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { attachmentUrl } from './api';
import type { Message } from './converters';
import { messageTimeOf } from './format';
import { DescriptionIcon, MoreVertIcon } from './icons';
import { MessageMarkView } from './MessageMarkView';
import { MESSAGES_NS } from './namespace';

function Attachments({
  conversationId,
  attachments,
  onMediaLoad,
}: {
  conversationId: string;
  attachments: MessageAttachment[];
  onMediaLoad: () => void;
}) {
  const { t } = useTranslation(MESSAGES_NS);
  return (
    <Box
      component="ul"
      aria-label={t('message.attachments')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {attachments.map((attachment) => {
        const url = attachmentUrl(conversationId, attachment.id);
        return (
          <li key={attachment.id}>
            {attachment.contentType === 'application/pdf' ? (
              <Link
                href={url}
                target="_blank"
                rel="noopener"
                data-testid="attachment-pdf"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  wordBreak: 'break-all',
                }}
              >
                <DescriptionIcon fontSize="small" />
                {t('message.pdf', { name: attachment.name })}
              </Link>
            ) : (
              <Link
                href={url}
                target="_blank"
                rel="noopener"
                aria-label={t('message.openImage', { name: attachment.name })}
              >
                <Box
                  component="img"
                  src={url}
                  alt={attachment.name}
                  loading="lazy"
                  onLoad={onMediaLoad}
                  data-testid="attachment-image"
                  sx={{
                    display: 'block',
                    width: 120,
                    height: 120,
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                />
              </Link>
            )}
          </li>
        );
      })}
    </Box>
  );
}

export interface MessageBubbleProps {
  message: Message;
  conversationId: string;
  /** The sender's mark; null for the other party's messages. */
  mark: MessageMark | null;
  /** Within the 15 minutes its sender may edit or delete it. */
  editable: boolean;
  now: Date;
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
  /** An image arrived: the list may need to stay scrolled to the bottom. */
  onMediaLoad: () => void;
}

/** One message: own ones on the right with their mark (and, while editable, a menu). */
export function MessageBubble(props: MessageBubbleProps) {
  const { message, conversationId, mark, editable, now } = props;
  const { t } = useTranslation(MESSAGES_NS);
  const language = usePageLanguage();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const own = mark !== null;
  const choose = (action: 'edit' | 'delete') => {
    setMenu(null);
    if (action === 'edit') props.onEdit(message);
    else props.onDelete(message);
  };
  return (
    <Box
      component="li"
      data-testid="message"
      data-own={own}
      data-mark={mark ?? undefined}
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
    >
      <Stack direction="row" sx={{ maxWidth: '85%', alignItems: 'flex-start' }}>
        <Box
          sx={(theme) => ({
            px: 1.5,
            py: 1,
            borderRadius: 2,
            minWidth: 0,
            bgcolor: own ? alpha(theme.palette.primary.main, 0.12) : theme.palette.action.hover,
            borderBottomRightRadius: own ? 4 : undefined,
            borderBottomLeftRadius: own ? undefined : 4,
          })}
        >
          {message.text && (
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="message-text"
            >
              {message.text}
            </Typography>
          )}
          {message.attachments.length > 0 && (
            <Box sx={{ mt: message.text ? 1 : 0 }}>
              <Attachments
                conversationId={conversationId}
                attachments={message.attachments}
                onMediaLoad={props.onMediaLoad}
              />
            </Box>
          )}
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.5 }}
          >
            {message.editedAt && (
              <Typography variant="caption" color="textSecondary">
                {t('message.edited')}
              </Typography>
            )}
            <Typography
              variant="caption"
              color="textSecondary"
              component="time"
              dateTime={message.createdAt.toISOString()}
            >
              {messageTimeOf(message.createdAt, now, language)}
            </Typography>
            {mark && <MessageMarkView mark={mark} />}
          </Stack>
        </Box>
        {editable && (
          <>
            <IconButton
              size="small"
              aria-label={t('message.actions')}
              aria-haspopup="menu"
              onClick={(event) => setMenu(event.currentTarget)}
              sx={{ order: -1 }}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              <MenuItem onClick={() => choose('edit')}>{t('message.edit')}</MenuItem>
              <MenuItem onClick={() => choose('delete')}>{t('message.delete')}</MenuItem>
            </Menu>
          </>
        )}
      </Stack>
    </Box>
  );
}
