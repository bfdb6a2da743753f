import { Alert, Box, Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { useOnline } from '../../shared/maps/useOnline';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { deleteMessage, editMessage, useConversation } from './api';
import { Composer } from './Composer';
import type { Conversation, Message } from './converters';
import { MESSAGES_NS } from './i18n';
import { DeleteMessageDialog, EditMessageDialog } from './MessageDialogs';
import { MessageList } from './MessageList';
import { ThreadHeader } from './ThreadHeader';
import { useNow } from './useNow';
import { useReadReceipt } from './useReadReceipt';
import { useThreadMessages } from './useThreadMessages';

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

type Open = { action: 'edit' | 'delete'; message: Message } | null;

function Thread({ conversation, uid }: { conversation: Conversation; uid: string }) {
  const { t } = useTranslation(MESSAGES_NS);
  const thread = useThreadMessages(conversation.id);
  const online = useOnline();
  // The edit menu closes when its 15 minutes end.
  const now = useNow(15_000);
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useReadReceipt(conversation, thread.messages, uid);

  const change = (text: string) => {
    if (!open) return;
    const { action, message } = open;
    setOpen(null);
    const done =
      action === 'edit'
        ? editMessage(conversation.id, message.id, text)
        : deleteMessage(conversation.id, message.id);
    done.catch((error: unknown) => {
      console.warn('Message not changed', error);
      setFailure(action === 'edit' ? 'edit.failed' : 'remove.failed');
    });
  };

  return (
    <>
      <ThreadHeader conversation={conversation} uid={uid} />
      {!online && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('thread.offline')}
        </Alert>
      )}
      {thread.status === 'loading' && <PageSpinner />}
      {thread.status === 'error' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('thread.loadError')}
        </Alert>
      )}
      {thread.status === 'success' && (
        <MessageList
          conversation={conversation}
          uid={uid}
          thread={thread}
          now={now}
          onEdit={(message) => setOpen({ action: 'edit', message })}
          onDelete={(message) => setOpen({ action: 'delete', message })}
        />
      )}
      <Composer conversationId={conversation.id} uid={uid} />
      {open?.action === 'edit' && (
        <EditMessageDialog
          message={open.message}
          onClose={() => setOpen(null)}
          onConfirm={change}
        />
      )}
      {open?.action === 'delete' && (
        <DeleteMessageDialog
          message={open.message}
          onClose={() => setOpen(null)}
          onConfirm={change}
        />
      )}
      <Snackbar
        open={failure !== null}
        autoHideDuration={6000}
        onClose={(_event, reason) => reason !== 'clickaway' && setFailure(null)}
      >
        <Alert severity="error" onClose={() => setFailure(null)} closeText={t('composer.close')}>
          {failure && t(failure)}
        </Alert>
      </Snackbar>
    </>
  );
}

/**
 * /messages/{id}: one conversation, filling the screen below the header with the composer at
 * the bottom; readable only by its two participants (the rules hide it from anyone else).
 */
export default function ThreadPage() {
  const { t } = useTranslation(MESSAGES_NS);
  const { id = '' } = useParams();
  const user = signedInUser(useAuth().state);
  const conversation = useConversation(id);

  let content;
  if (!user || conversation.status === 'loading') content = <PageSpinner />;
  else if (conversation.status === 'success' && conversation.data) {
    content = <Thread conversation={conversation.data} uid={user.id} />;
  } else {
    const missing = conversation.status === 'success' || isPermissionDenied(conversation.error);
    content = (
      <Alert
        severity={missing ? 'info' : 'error'}
        action={
          <Button color="inherit" size="small" component={LocalizedLink} to="/messages">
            {t('thread.back')}
          </Button>
        }
      >
        {t(missing ? 'thread.notFound' : 'thread.loadError')}
      </Alert>
    );
  }

  return (
    <Box
      data-testid="thread"
      sx={{
        maxWidth: 760,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        // The viewport below the sticky header (56/64 px) and the page's padding.
        height: {
          xs: 'calc(100dvh - 88px)',
          sm: 'calc(100dvh - 96px)',
          md: 'calc(100dvh - 128px)',
        },
        minHeight: 320,
      }}
    >
      {content}
    </Box>
  );
}
