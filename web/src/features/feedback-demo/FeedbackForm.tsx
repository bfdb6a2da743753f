import { Alert, AlertTitle, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_LIMITS } from '@marketplace/domain';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { useIdempotentSubmit } from '../../shared/forms/useIdempotentSubmit';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { RatingField } from '../../shared/ui/RatingField';
import { sendFeedback } from './api';
import { FEEDBACK_DEMO_NS } from './i18n';

const fieldId = (field: string) => `feedback-${field}`;

/** Stars (required) and a comment (optional), checked with the api's schema, then sent. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(FEEDBACK_DEMO_NS);
  const language = usePageLanguage();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const fields = useFieldErrors(fieldId);
  const { sent, failure, sending, submit, again } = useIdempotentSubmit({
    check: async (id) =>
      (await import('./validation')).buildFeedbackInput(id, rating, comment, language),
    send: sendFeedback,
    fields,
    onSent,
  });

  const giveAgain = () => {
    again();
    setRating(0);
    setComment('');
  };

  if (sent) {
    return (
      <Alert
        severity="success"
        role="status"
        data-testid="feedback-sent"
        action={<Button onClick={giveAgain}>{t('sent.again')}</Button>}
      >
        <AlertTitle>{t('sent.title')}</AlertTitle>
        {t('sent.text', { rating: sent.rating })}
      </Alert>
    );
  }

  const commentError = fields.message('comment');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('form.title')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <RatingField
          id={fieldId('rating')}
          name="feedback-rating"
          label={t('form.rating')}
          value={rating}
          onChange={(value) => {
            setRating(value);
            fields.clear(['rating']);
          }}
          starsLabel={(count) => t('form.stars', { count })}
          error={fields.message('rating')}
        />
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
