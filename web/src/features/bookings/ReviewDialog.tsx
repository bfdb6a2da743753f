import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, REVIEW_RULES, type ReviewInput } from '@marketplace/domain';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { RatingField } from '../../shared/ui/RatingField';
import { loadReview, saveReview } from './api';
import type { Booking, BookingReview } from './converters';
import { dialogFieldId, FailureAlert, useDialogAction, type ActionDialogProps } from './dialogKit';
import { BOOKINGS_NS } from './namespace';
import { canEditReview, canWriteReview } from './reviewWindow';
import { formatDateTime } from './time';
import { useLoaded } from './useLoaded';
import { StarRating } from '../../shared/ui/StarRating';

interface ReviewFormProps extends ActionDialogProps<Booking> {
  /** The review being edited; null for a new one. */
  review: BookingReview | null;
}

/** 1 to 5 stars and a comment of 10 to 1,000 characters, checked by the domain schema. */
function ReviewForm({ target: booking, review, onClose, onDone }: ReviewFormProps) {
  const { t } = useTranslation(BOOKINGS_NS);
  const language = usePageLanguage();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [comment, setComment] = useState(review?.comment ?? '');
  const fields = useFieldErrors(dialogFieldId);
  const action = useDialogAction();

  const save = async () => {
    let input: ReviewInput = { rating, comment: comment.trim() };
    try {
      const { buildReviewInput } = await import('./validation');
      const result = buildReviewInput(rating, comment);
      if (!result.ok) {
        fields.show(result.errors);
        return;
      }
      input = result.input;
    } catch {
      // The checks could not be downloaded: the server checks the review anyway.
    }
    const { done } = await action.run(() => saveReview(booking.id, input));
    if (done) onDone();
  };

  const commentError = fields.message('comment');
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          {review?.editableUntil && (
            <Alert severity="info">
              {t('review.editableUntil', { date: formatDateTime(review.editableUntil, language) })}
            </Alert>
          )}
          <RatingField
            id={dialogFieldId('rating')}
            name="booking-review-rating"
            label={t('review.rating')}
            value={rating}
            onChange={(value) => {
              setRating(value);
              fields.clear(['rating']);
            }}
            starsLabel={(count) => t('review.stars', { count })}
            error={fields.message('rating')}
          />
          <TextField
            id={dialogFieldId('comment')}
            label={t('review.comment')}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              fields.clear(['comment']);
            }}
            error={commentError !== undefined}
            helperText={
              commentError ??
              t('review.commentHelp', {
                min: REVIEW_RULES.commentMin,
                max: REVIEW_RULES.commentMax,
                typed: comment.trim().length,
              })
            }
            multiline
            minRows={4}
            fullWidth
            slotProps={{ htmlInput: { maxLength: REVIEW_RULES.commentMax } }}
          />
          <FailureAlert failure={action.failure} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('review.back')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={action.busy}>
          {review ? t('review.update') : t('review.publish')}
        </Button>
      </DialogActions>
    </>
  );
}

/** A review that can no longer be edited, as it stands. */
function ReviewShown({ review, onClose }: { review: BookingReview; onClose: () => void }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const language = usePageLanguage();
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="info">{t('review.editClosed', { hours: REVIEW_RULES.editHours })}</Alert>
          <StarRating
            value={review.rating}
            size="medium"
            label={t('review.stars', { count: review.rating })}
          />
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Typography>
          {review.hidden && <Alert severity="warning">{t('review.hidden')}</Alert>}
          {review.reply && (
            <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
              <Typography variant="subtitle2">{t('review.reply')}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {review.reply.text}
              </Typography>
            </Box>
          )}
          {review.serviceTitle && (
            <Typography variant="body2" color="textSecondary">
              {localize(review.serviceTitle, language)}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('review.close')}</Button>
      </DialogActions>
    </>
  );
}

/**
 * "Leave a review" on a completed booking: reads the booking's review (`reviews/{id}`, one
 * get) when there is one, to edit it while its 48 hours last; says when a window is closed.
 */
export function ReviewDialog(props: ActionDialogProps<Booking>) {
  const { target: booking, onClose } = props;
  const { t } = useTranslation(BOOKINGS_NS);
  const titleId = useId();
  const [existing] = useLoaded(`review:${booking.id}:${String(booking.reviewed)}`, () =>
    booking.reviewed ? loadReview(booking.id) : Promise.resolve(null),
  );
  // When the dialog opened: the windows are judged against it.
  const [now] = useState(() => Date.now());

  let body;
  if (existing.status === 'loading') {
    body = (
      <DialogContent>
        <CircularProgress aria-label={t('review.loading')} />
      </DialogContent>
    );
  } else if (existing.status === 'error') {
    body = (
      <DialogContent>
        <Alert severity="error">{t('review.loadError')}</Alert>
      </DialogContent>
    );
  } else if (existing.data === null && !canWriteReview(booking.completedAt, now)) {
    body = (
      <>
        <DialogContent>
          <Alert severity="info">
            {t('review.writeClosed', { days: REVIEW_RULES.windowDays })}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('review.close')}</Button>
        </DialogActions>
      </>
    );
  } else if (existing.data && !canEditReview(existing.data.editableUntil, now)) {
    body = <ReviewShown review={existing.data} onClose={onClose} />;
  } else {
    body = <ReviewForm {...props} review={existing.data} />;
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('review.title')}</DialogTitle>
      {body}
    </Dialog>
  );
}
