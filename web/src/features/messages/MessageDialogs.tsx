import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS } from '@marketplace/domain';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import type { Message } from './converters';
import { MESSAGES_NS } from './namespace';

/** Whether `message`'s sender may still change it at `now` (the rules allow 15 minutes). */
export const withinEditWindow = (message: Message, now: Date) =>
  now.getTime() - message.createdAt.getTime() < MESSAGE_LIMITS.editMinutes * 60_000;

interface DialogProps {
  message: Message;
  onClose: () => void;
  /** Runs the change; the dialog closes without waiting for the server (offline it would wait). */
  onConfirm: (text: string) => void;
}

/** Edits a message's text, checked like a new message (its attachments count). */
export function EditMessageDialog({ message, onClose, onConfirm }: DialogProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const titleId = useId();
  const [text, setText] = useState(message.text);
  const [error, setError] = useState<FieldError | null>(null);
  const [expired, setExpired] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!withinEditWindow(message, new Date())) {
      setExpired(true);
      return;
    }
    const { checkDraft } = await import('./validation');
    const checked = checkDraft(text, message.attachments);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    onConfirm(checked.draft.text);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('edit.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('edit.label')}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ? common(error.key, { ...error.values }) : undefined}
            sx={{ mt: 1 }}
          />
          {expired && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('edit.expired', { minutes: MESSAGE_LIMITS.editMinutes })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={expired}>
            {t('edit.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Confirms deleting a message (for both participants). */
export function DeleteMessageDialog({ message, onClose, onConfirm }: DialogProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const titleId = useId();
  const [expired, setExpired] = useState(false);
  const confirm = () => {
    if (withinEditWindow(message, new Date())) onConfirm('');
    else setExpired(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('remove.text')}</DialogContentText>
        {expired && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('edit.expired', { minutes: MESSAGE_LIMITS.editMinutes })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('remove.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={expired}>
          {t('remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
