import { IconButton, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import type { Conversation } from './converters';
import { otherPartyOf, subjectPathOf } from './format';
import { ArrowBackIcon } from './icons';
import { MESSAGES_NS } from './namespace';
import { useSubjectText } from './useSubjectText';

/** Who the thread is with, and what it is about (a link to it). */
export function ThreadHeader({ conversation, uid }: { conversation: Conversation; uid: string }) {
  const { t } = useTranslation(MESSAGES_NS);
  const subjectText = useSubjectText();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', pb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <IconButton
        component={LocalizedLink}
        to="/messages"
        aria-label={t('thread.back')}
        edge="start"
      >
        <ArrowBackIcon />
      </IconButton>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h1" noWrap sx={{ fontWeight: 700 }}>
          {conversation.names[otherPartyOf(conversation, uid)] ?? ''}
        </Typography>
        <Link
          component={LocalizedLink}
          to={subjectPathOf(conversation, uid)}
          variant="body2"
          noWrap
          data-testid="thread-subject"
        >
          {subjectText(conversation)}
        </Link>
      </Stack>
    </Stack>
  );
}
