import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { VISUALLY_HIDDEN } from '../../shared/ui/visuallyHidden';
import type { ShownMessage } from './conversation';
import { SUPPORT_CHAT_NS } from './i18n';
import { dateTimeFormat } from '@marketplace/domain';

/** Spec §9: message times in French hours and minutes, whatever the page's language. */
const TIME = dateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

export const formatChatTime = (timestamp: string) => TIME.format(new Date(timestamp));

/** One message: the visitor's on the right, the assistant's on the left with its links. */
export function ChatMessageItem({ message, text }: { message: ShownMessage; text: string }) {
  const { t } = useTranslation(SUPPORT_CHAT_NS);
  const mine = message.sender === 'user';
  const time = formatChatTime(message.timestamp);
  return (
    <Stack
      component="li"
      data-sender={message.sender}
      sx={{ alignItems: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {mine ? t('you') : t('assistant')}
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
        {message.links?.map((link) => (
          <Link
            key={link.path}
            component={LocalizedLink}
            to={link.path}
            variant="body2"
            sx={{ display: 'block', mt: 0.5, fontWeight: 500 }}
          >
            {t('seeAlso')} : {link.label}
          </Link>
        ))}
      </Box>
      <Typography variant="caption" color="textSecondary" sx={{ mt: 0.25 }}>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t('sentAt', { time })}
        </Box>
        <span aria-hidden>{time}</span>
      </Typography>
    </Stack>
  );
}
