import { IconButton, Stack, TextField } from '@mui/material';
import { SUPPORT_CHAT } from '@marketplace/domain';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from './icons';
import { SUPPORT_CHAT_NS } from './i18n';

/**
 * The question field. Spec §5: Enter sends, Shift+Enter adds a line; a blank question, or one
 * while an answer is pending, cannot be sent (field and button are disabled meanwhile).
 */
export function ChatComposer({
  pending,
  onSend,
  inputRef,
}: {
  pending: boolean;
  /** Sends the text; false when it was not sent (then it stays in the field). */
  onSend: (text: string) => boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation(SUPPORT_CHAT_NS);
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = () => {
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Not while an input method composes a word (its Enter picks the word).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', p: 1.5, pt: 1 }}>
      <TextField
        inputRef={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={pending}
        multiline
        maxRows={4}
        size="small"
        fullWidth
        label={t('inputLabel')}
        placeholder={t('placeholder')}
        helperText={t('inputHint')}
        slotProps={{ htmlInput: { maxLength: SUPPORT_CHAT.messageMax } }}
      />
      <IconButton
        color="primary"
        aria-label={t('send')}
        onClick={send}
        disabled={pending || blank}
        sx={{ mb: 3 }}
      >
        <SendIcon />
      </IconButton>
    </Stack>
  );
}
