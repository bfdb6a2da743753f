import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@marketplace/domain';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { formatDateTime } from './format';
import { BOOKING_ADMIN_NS } from './i18n';
import type { AdminReview } from './model';
import { StarRating } from '../../shared/ui/StarRating';

/** One review: its rating, text, provider, reply and visibility; hide it or show it again. */
export function AdminReviewCard({
  review,
  busy,
  onHide,
  onUnhide,
}: {
  review: AdminReview;
  busy: boolean;
  onHide: () => void;
  onUnhide: () => void;
}) {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const language = usePageLanguage();
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="review">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 0.5 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              {review.serviceTitle
                ? localize(review.serviceTitle, language)
                : t('review.noService')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StarRating value={review.rating} />
              <Typography variant="body2">
                {t('review.rating', { rating: review.rating })}
              </Typography>
            </Stack>
          </Box>
          <Chip
            size="small"
            color={review.hidden ? 'warning' : 'success'}
            label={t(review.hidden ? 'review.hidden' : 'review.visible')}
          />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {t('review.by', {
            name: review.authorName ?? t('review.anonymous'),
            date: formatDateTime(review.createdAt, language),
          })}
          {' · '}
          <Link component={LocalizedLink} to={`/providers/${review.providerId}`}>
            {t('review.provider')}
          </Link>
        </Typography>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Typography>
        {review.reply && (
          <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('review.reply', { date: formatDateTime(review.reply.at, language) })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.reply.text}
            </Typography>
          </Box>
        )}
        {review.hidden && review.hiddenReason && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {t('review.hiddenReason', { reason: review.hiddenReason })}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          {review.hidden ? (
            <Button
              variant="outlined"
              onClick={onUnhide}
              disabled={busy}
              aria-describedby={titleId}
            >
              {t('moderation.unhide')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              color="error"
              onClick={onHide}
              disabled={busy}
              aria-describedby={titleId}
            >
              {t('moderation.hide')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
