import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_ERRORS, REVIEW_RULES } from '@marketplace/domain';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { replyToReview, useBookingReview } from './api';
import { actionFailureOf, type ActionFailure } from './errors';
import { formatDateTime } from './format';
import { PROVIDER_BOOKINGS_NS } from './i18n';
import { StarRating } from '../../shared/ui/StarRating';

type ReplyOutcome = 'sent' | 'already';

/** The provider's one public reply: checked, sent once, then shown by the live review. */
function ReplyForm({
  bookingId,
  onSent,
}: {
  bookingId: string;
  onSent: (outcome: ReplyOutcome) => void;
}) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const [text, setText] = useState('');
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setSending(true);
    try {
      const checked = (await import('./validation')).validateReply(text);
      if (!checked.ok) {
        setError(checked.error);
        setSending(false);
        return;
      }
      await replyToReview(bookingId, checked.text);
      onSent('sent');
    } catch (caught) {
      const found = actionFailureOf(caught);
      // Replied meanwhile (another tab): there is nothing more to send; the form goes.
      if (found === BOOKING_ERRORS.alreadyReplied) {
        onSent('already');
        return;
      }
      setFailure(found);
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1.5 }}>
      <TextField
        id={`reply-${bookingId}`}
        label={t('review.replyLabel')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        error={error !== undefined}
        helperText={error ? common(error.key, { ...error.values }) : t('review.replyHelp')}
        required
        multiline
        minRows={2}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: REVIEW_RULES.reply } }}
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t(`errors.${failure}`)}
        </Alert>
      )}
      <Button type="submit" variant="outlined" disabled={sending} sx={{ mt: 1 }}>
        {t('review.replySubmit')}
      </Button>
    </Box>
  );
}

/** The customer's review of a completed booking, and the provider's reply or the form for it. */
export function ReviewSection({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(PROVIDER_BOOKINGS_NS);
  const language = usePageLanguage();
  const headingId = useId();
  const review = useBookingReview(bookingId);
  // Sent (or found already sent): the form goes at once, before the live review brings the reply.
  const [replied, setReplied] = useState<ReplyOutcome | null>(null);

  if (review.status === 'loading') return null;
  if (review.status === 'error') {
    return (
      <Alert severity="warning" sx={{ mt: 1.5 }}>
        {t('review.loadError')}
      </Alert>
    );
  }
  const found = review.data;
  if (found === null) return null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h4" sx={{ fontWeight: 600 }}>
          {t('review.title')}
        </Typography>
        <StarRating value={found.rating} />
        <Typography variant="body2">{t('review.rating', { rating: found.rating })}</Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t('review.by', {
          name: found.authorName ?? t('review.anonymous'),
          date: formatDateTime(found.createdAt, language),
        })}
      </Typography>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {found.comment}
      </Typography>
      {found.hidden && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {found.hiddenReason
            ? t('review.hiddenBecause', { reason: found.hiddenReason })
            : t('review.hidden')}
        </Alert>
      )}
      {found.reply ? (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('review.yourReply', { date: formatDateTime(found.reply.at, language) })}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {found.reply.text}
          </Typography>
        </Box>
      ) : (
        replied === null && <ReplyForm bookingId={bookingId} onSent={setReplied} />
      )}
      {replied !== null && !found.reply && (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {replied === 'sent'
            ? t('review.replySent')
            : t(`errors.${BOOKING_ERRORS.alreadyReplied}`)}
        </Typography>
      )}
    </Box>
  );
}
