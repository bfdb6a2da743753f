import {
  Alert,
  AlertTitle,
  Box,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../shared/ui/icons';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { chatStore } from './chatStore';
import type { ShownMessage } from './conversation';
import { SUPPORT_CHAT_NS } from './i18n';
import { RestartIcon } from './icons';
import { QuickPrompts } from './QuickPrompts';
import { TypingIndicator } from './TypingIndicator';

/** The open support chat (spec §4): loaded on the first opening of the launcher. */
export default function SupportChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SUPPORT_CHAT_NS);
  const language = usePageLanguage();
  const store = chatStore();
  const { messages, pending, failure } = useSyncExternalStore(store.subscribe, store.getState);
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const shownText = useCallback(
    (message: ShownMessage) =>
      message.kind === 'greeting'
        ? t('greeting')
        : message.kind === 'apology'
          ? t('apology')
          : message.kind === 'missing'
            ? t('missingReply')
            : message.content,
    [t],
  );
  const send = (text: string) => store.send(text, language, shownText);
  const asked = messages.some((message) => message.sender === 'user');

  // Braces: an effect must return nothing, and recent Chromium returns a Promise from
  // scrollIntoView (as from scrollTo, see Layout), which React would call as the cleanup.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  // Once the answer is in, the field is enabled again: the visitor types on without a click.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);

  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      elevation={12}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.speedDial,
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 380 },
        height: 'min(560px, calc(100dvh - 16px))',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          px: 1.5,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('title')}
          </Typography>
          <Typography variant="caption">{t('subtitle')}</Typography>
        </Box>
        <Tooltip title={t('restart')}>
          <IconButton color="inherit" aria-label={t('restart')} onClick={store.restart}>
            <RestartIcon />
          </IconButton>
        </Tooltip>
        <IconButton color="inherit" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        component="ol"
        role="log"
        aria-live="polite"
        aria-label={t('title')}
        sx={{
          flexGrow: 1,
          overflowY: 'auto',
          m: 0,
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
        }}
      >
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} text={shownText(message)} />
        ))}
        {pending && (
          <Box component="li" sx={{ listStyle: 'none' }}>
            <TypingIndicator />
          </Box>
        )}
        <div ref={endRef} />
      </Box>
      {failure && (
        <Alert severity="error" onClose={store.dismissFailure} sx={{ mx: 1.5, mb: 1 }}>
          <AlertTitle>{t('errorTitle')}</AlertTitle>
          {failure === 'rateLimited' ? t('rateLimited') : t('errorDescription')}
        </Alert>
      )}
      {!asked && <QuickPrompts disabled={pending} onPick={send} />}
      <ChatComposer pending={pending} onSend={send} inputRef={inputRef} />
    </Paper>
  );
}
