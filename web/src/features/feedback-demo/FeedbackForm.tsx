import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormHelperText,
  Paper,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_LIMITS, type FeedbackInput } from '@marketplace/domain';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { feedbackFailureOf, sendFeedback, type FeedbackFailure } from './api';
import { FEEDBACK_DEMO_NS } from './i18n';

const fieldId = (field: string) => `feedback-${field}`;
/** One id per feedback: a retry sends the same one, the next feedback a new one. */
const newId = () => crypto.randomUUID();

/** Stars (required) and a comment (optional), checked with the api's schema, then sent. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(FEEDBACK_DEMO_NS);
  const language = usePageLanguage();
  const [id, setId] = useState(newId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState<FeedbackInput | null>(null);
  const [failure, setFailure] = useState<FeedbackFailure | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const fields = useFieldErrors(fieldId);
  const ratingLabel = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    try {
      const { buildFeedbackInput } = await import('./validation');
      const result = buildFeedbackInput(id, rating, comment, language);
      if (!result.ok) {
        fields.show(result.errors);
        return;
      }
      await sendFeedback(result.input);
      setSent(result.input);
      onSent();
    } catch (error) {
      // What was typed stays, and so does the id: sending again stores it once.
      setFailure(feedbackFailureOf(error));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const again = () => {
    setId(newId());
    setRating(0);
    setComment('');
    setSent(null);
    fields.reset();
  };

  if (sent) {
    return (
      <Alert
        severity="success"
        role="status"
        data-testid="feedback-sent"
        action={<Button onClick={again}>{t('sent.again')}</Button>}
      >
        <AlertTitle>{t('sent.title')}</AlertTitle>
        {t('sent.text', { rating: sent.rating })}
      </Alert>
    );
  }

  const ratingError = fields.message('rating');
  const commentError = fields.message('comment');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('form.title')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <Box id={fieldId('rating')} tabIndex={-1}>
          <Typography id={ratingLabel} component="p" variant="subtitle2">
            {t('form.rating')}
          </Typography>
          <Rating
            name="feedback-rating"
            aria-labelledby={ratingLabel}
            value={rating || null}
            onChange={(_, value) => {
              setRating(value ?? 0);
              fields.clear(['rating']);
            }}
            getLabelText={(value) => t('form.stars', { count: value })}
            size="large"
          />
          {ratingError && <FormHelperText error>{ratingError}</FormHelperText>}
        </Box>
        <TextField
          id={fieldId('comment')}
          label={t('form.comment')}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            fields.clear(['comment']);
          }}
          error={commentError !== undefined}
          helperText={
            commentError ??
            t('form.commentHelp', {
              typed: comment.trim().length,
              max: DEMO_LIMITS.feedbackCommentMax,
            })
          }
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: DEMO_LIMITS.feedbackCommentMax } }}
        />
        {failure && <Alert severity="error">{t(`errors.${failure}`)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t(sending ? 'form.sending' : 'form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
