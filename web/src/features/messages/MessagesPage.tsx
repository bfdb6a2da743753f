import { Alert, Box, Button, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { ConversationRow } from './ConversationRow';
import { MESSAGES_NS } from './i18n';
import { useConversationList } from './useConversationList';
import { useDeliveryReceipts } from './useDeliveryReceipts';
import { useNow } from './useNow';

function ConversationList({ uid, onRetry }: { uid: string; onRetry: () => void }) {
  const { t } = useTranslation(MESSAGES_NS);
  const [list, loadMore] = useConversationList(uid);
  const now = useNow(60_000);
  useDeliveryReceipts(list.status === 'success' ? list.conversations : null, uid);

  if (list.status === 'loading') return <PageSpinner />;
  if (list.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.loadError')}
      </Alert>
    );
  }
  if (list.conversations.length === 0) {
    return (
      <Alert
        severity="info"
        data-testid="conversations-empty"
        action={
          <Button color="inherit" size="small" component={LocalizedLink} to="/services">
            {t('list.findProvider')}
          </Button>
        }
      >
        {t('list.empty')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <List
        aria-label={t('list.label')}
        disablePadding
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {list.conversations.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} uid={uid} now={now} />
        ))}
      </List>
      {list.moreFailed && <Alert severity="error">{t('list.moreError')}</Alert>}
      {list.hasMore && (
        <Button
          variant="outlined"
          onClick={loadMore}
          disabled={list.loadingMore}
          sx={{ alignSelf: 'center' }}
        >
          {t('list.more')}
        </Button>
      )}
    </Stack>
  );
}

/** /messages: the user's conversations, the most recently active first, 20 at a time. */
export default function MessagesPage() {
  const { t } = useTranslation(MESSAGES_NS);
  const user = signedInUser(useAuth().state);
  // A failed live query is read again by mounting the list anew.
  const [attempt, setAttempt] = useState(0);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('page.title')}
      </Typography>
      {user && (
        <ConversationList
          key={attempt}
          uid={user.id}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      )}
    </Box>
  );
}
