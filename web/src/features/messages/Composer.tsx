import {
  Alert,
  Box,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_LIMITS,
  type MessageAttachment,
  type MessageDraft,
  numberFormat,
} from '@marketplace/domain';
import {
  CONVERSATION_ERROR_VALUES,
  conversationErrorOf,
  conversationErrorText,
  type ConversationErrorKey,
} from '../../shared/conversations/errors';
import { CONVERSATIONS_NS } from '../../shared/conversations/i18n';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import { useOnline } from '../../shared/maps/useOnline';
import { CloseIcon } from '../../shared/ui/icons';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { sendMessage, uploadAttachment } from './api';
import { ATTACHMENT_ACCEPT, precheckAttachments } from './attachments';
import { AttachFileIcon, SendIcon } from './icons';
import { MESSAGES_NS } from './namespace';

/** The counter shows from 90 % of the limit. */
const COUNTER_FROM = Math.floor(MESSAGE_LIMITS.text * 0.9);

const loadValidation = () => import('./validation');

/** Why a write the server answered later was refused: the rules say no, or something else. */
const refusalOf = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied'
    ? 'composer.sendDenied'
    : 'composer.sendFailed';

/**
 * Writes a message: multiline text (Enter sends, Shift+Enter starts a new line) and up to 5
 * image or PDF attachments, uploaded as they are chosen (online only). A message is written
 * to Firestore and the box clears at once, without waiting for the server, so offline it shows
 * pending and leaves on reconnection; if the server refuses it later, its text comes back.
 */
export function Composer({ conversationId, uid }: { conversationId: string; uid: string }) {
  const { t } = useTranslation(MESSAGES_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const { t: conversations } = useTranslation(CONVERSATIONS_NS);
  const language = usePageLanguage();
  const online = useOnline();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<MessageAttachment[]>([]);
  const [error, setError] = useState<FieldError | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<ConversationErrorKey | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Two quick Enters must not send the text twice while the check loads.
  const checking = useRef(false);

  // Loaded now, while online, so that sending offline needs no download.
  useEffect(() => {
    void loadValidation().catch(() => undefined);
  }, []);

  const blank = text.trim() === '' && attachments.length === 0;

  const giveBack = (draft: MessageDraft, caught: unknown) => {
    console.warn('Message refused', caught);
    setRefusal(refusalOf(caught));
    // Nothing is lost: the text returns unless something new was typed meanwhile.
    setText((current) => (current === '' ? draft.text : current));
    setAttachments((current) => (current.length === 0 ? draft.attachments : current));
  };

  const send = async () => {
    if (blank || uploading || checking.current) return;
    checking.current = true;
    const { checkDraft } = await loadValidation().finally(() => {
      checking.current = false;
    });
    const checked = checkDraft(text, attachments);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setText('');
    setAttachments([]);
    setError(null);
    setRefusal(null);
    const { draft } = checked;
    sendMessage(conversationId, uid, draft).then(
      ({ stored }) => stored.catch((caught: unknown) => giveBack(draft, caught)),
      (caught: unknown) => giveBack(draft, caught),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Choosing the same file again must start a new attempt.
    event.target.value = '';
    if (files.length === 0) return;
    const found = precheckAttachments(files, attachments.length);
    setProblem(found);
    if (found) return;
    setUploading(true);
    for (const file of files) {
      try {
        const attachment = await uploadAttachment(conversationId, file);
        setAttachments((current) => [...current, attachment]);
      } catch (caught) {
        setProblem(conversationErrorOf(caught));
        break;
      }
    }
    setUploading(false);
  };

  const full = attachments.length >= MESSAGE_LIMITS.attachments;
  const attachDisabled = !online || uploading || full;
  const format = (value: number) => numberFormat(language).format(value);

  return (
    <Box
      component="section"
      aria-label={t('composer.label')}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1, bgcolor: 'background.default' }}
    >
      {refusal && (
        <Alert
          severity="error"
          onClose={() => setRefusal(null)}
          closeText={t('composer.close')}
          sx={{ mb: 1 }}
        >
          {t(refusal)}
        </Alert>
      )}
      {problem && (
        <Alert
          severity="error"
          onClose={() => setProblem(null)}
          closeText={t('composer.close')}
          sx={{ mb: 1 }}
          data-testid="attachment-problem"
        >
          {conversations(conversationErrorText(problem), CONVERSATION_ERROR_VALUES)}
        </Alert>
      )}
      {uploading && (
        <Box role="status" sx={{ mb: 1 }}>
          <Typography variant="caption">{t('composer.uploading')}</Typography>
          <LinearProgress aria-label={t('composer.uploading')} />
        </Box>
      )}
      {attachments.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {attachments.map((attachment) => (
            <Chip
              key={attachment.id}
              size="small"
              label={attachment.name}
              onDelete={() =>
                setAttachments((current) => current.filter((item) => item.id !== attachment.id))
              }
              deleteIcon={
                <CloseIcon aria-label={t('composer.removeAttachment', { name: attachment.name })} />
              }
              sx={{ maxWidth: 200 }}
              data-testid="composer-attachment"
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <IconButton
          component="label"
          aria-label={t('composer.attach')}
          disabled={attachDisabled}
          title={online ? t('composer.attach') : t('composer.offlineAttachments')}
        >
          <AttachFileIcon />
          <input
            type="file"
            accept={ATTACHMENT_ACCEPT}
            multiple
            hidden
            disabled={attachDisabled}
            onChange={(event) => void choose(event)}
            data-testid="attachment-input"
          />
        </IconButton>
        <TextField
          multiline
          maxRows={6}
          fullWidth
          size="small"
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error !== null}
          helperText={error ? common(error.key, { ...error.values }) : undefined}
          slotProps={{
            htmlInput: { 'aria-label': t('composer.label'), 'data-testid': 'message-composer' },
          }}
        />
        <IconButton
          color="primary"
          aria-label={t('composer.send')}
          onClick={() => void send()}
          disabled={blank || uploading}
          data-testid="send-message"
        >
          <SendIcon />
        </IconButton>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', minHeight: 20, px: 6 }}
      >
        <Typography variant="caption" color="textSecondary">
          {online ? '' : t('composer.offlineAttachments')}
        </Typography>
        {text.length >= COUNTER_FROM && (
          <Typography
            variant="caption"
            color={text.trim().length > MESSAGE_LIMITS.text ? 'error' : 'text.secondary'}
            data-testid="composer-counter"
            aria-live="polite"
          >
            {t('composer.counter', {
              length: format(text.trim().length),
              max: format(MESSAGE_LIMITS.text),
            })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
