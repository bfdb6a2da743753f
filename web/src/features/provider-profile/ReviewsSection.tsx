import { Alert, Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REVIEWS_PAGE_SIZE,
  STAR_VALUES,
  useRatingDistribution,
  useReviewsPage,
  type ProviderDetails,
  type ProviderReview,
  type RatingDistribution,
  type ReviewCursor,
  type ReviewReply,
} from './api';
import { formatReviewDate } from './format';
import { contentLanguage, PROVIDER_PROFILE_NS } from './i18n';
import { ProfileSection } from './ProfileSection';
import { StarRating } from '../../shared/ui/StarRating';
import { formatRating } from '../../shared/i18n/numbers';

function Distribution({ counts }: { counts: RatingDistribution }) {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  const total = STAR_VALUES.reduce((sum, stars) => sum + counts[stars], 0);
  return (
    <Stack
      component="ul"
      spacing={0.5}
      aria-label={t('reviews.distribution')}
      data-testid="rating-distribution"
      sx={{ listStyle: 'none', p: 0, m: 0, flexGrow: 1, maxWidth: 420 }}
    >
      {STAR_VALUES.map((stars) => {
        const starsText = t('reviews.stars', { count: stars });
        const reviewsText = t('reviews.count', { count: counts[stars] });
        return (
          <Box
            component="li"
            key={stars}
            data-testid={`distribution-${stars}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: '5.5rem 1fr 2.5rem',
              alignItems: 'center',
              columnGap: 1.5,
            }}
          >
            <Typography variant="body2">{starsText}</Typography>
            <LinearProgress
              variant="determinate"
              value={total ? (counts[stars] / total) * 100 : 0}
              aria-label={t('reviews.starsCount', { stars: starsText, reviews: reviewsText })}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'end' }}>
              {counts[stars]}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Average with stars and count; the distribution when the server could count it. */
function RatingSummary({ provider }: { provider: ProviderDetails }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  const distribution = useRatingDistribution(provider.id, provider.reviewCount);
  const rating = formatRating(provider.rating, language);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 2, sm: 4 }}
      sx={{ alignItems: { sm: 'center' } }}
      data-testid="rating-summary"
    >
      <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Typography variant="h3" component="p" aria-hidden>
          {rating}
        </Typography>
        <StarRating
          value={provider.rating}
          size="medium"
          label={t('reviews.ratingLabel', { value: rating })}
        />
        <Typography variant="body2" color="textSecondary">
          {t('reviews.count', { count: provider.reviewCount })}
        </Typography>
      </Stack>
      {distribution.status === 'success' && <Distribution counts={distribution.counts} />}
    </Stack>
  );
}

function ReviewItem({ review }: { review: ProviderReview }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  return (
    <Stack component="li" spacing={0.5} data-testid="review">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {review.authorName ?? t('reviews.verifiedCustomer')}
        </Typography>
        <StarRating
          value={review.rating}
          label={t('reviews.ratingLabel', { value: formatRating(review.rating, language) })}
        />
        {review.createdAt && (
          <Typography
            variant="body2"
            color="textSecondary"
            component="time"
            dateTime={review.createdAt.toISOString()}
          >
            {formatReviewDate(review.createdAt, language)}
          </Typography>
        )}
      </Stack>
      {review.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {review.comment}
        </Typography>
      )}
      {review.reply && <ReplyBlock reply={review.reply} />}
    </Stack>
  );
}

/** The provider's public answer, set off under the review it answers. */
function ReplyBlock({ reply }: { reply: ReviewReply }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  return (
    <Box
      data-testid="review-reply"
      sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 1.5, py: 0.5, mt: 0.5 }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {t('reviews.reply')}
        {reply.at && (
          <>
            {' · '}
            <time dateTime={reply.at.toISOString()}>{formatReviewDate(reply.at, language)}</time>
          </>
        )}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
        {reply.text}
      </Typography>
    </Box>
  );
}

interface PageProps {
  providerId: string;
  after: ReviewCursor | null;
  /** How many reviews the pages before this one hold. */
  before: number;
  total: number;
  isLast: boolean;
  onMore: (cursor: ReviewCursor) => void;
}

/** One page of five reviews; the last page offers the next one while there are more. */
function ReviewsPage({ providerId, after, before, total, isLast, onMore }: PageProps) {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  const page = useReviewsPage(providerId, after);
  if (page.status === 'loading') {
    return (
      <Stack spacing={1} data-testid="reviews-skeleton">
        {[0, 1].map((index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (page.status === 'error') return <Alert severity="warning">{t('reviews.error')}</Alert>;
  // Offline, reviews never seen on this device are unknown, not absent.
  if (page.data.length === 0 && page.fromCache) {
    return <Typography color="textSecondary">{t('reviews.offline')}</Typography>;
  }
  const last = page.data.at(-1);
  const more =
    isLast && last && page.data.length === REVIEWS_PAGE_SIZE && before + page.data.length < total;
  return (
    <>
      {page.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
      {more && (
        <Box>
          <Button variant="outlined" onClick={() => onMore(last.cursor)}>
            {t('reviews.showMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

/** Rating summary and the reviews, newest first, five at a time. */
export function ReviewsSection({ provider }: { provider: ProviderDetails }) {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  // The cursor of every page after the first, in order.
  const [cursors, setCursors] = useState<ReviewCursor[]>([]);
  const pages: (ReviewCursor | null)[] = [null, ...cursors];
  return (
    <ProfileSection title={t('reviews.title')} testId="provider-reviews">
      {provider.reviewCount === 0 ? (
        <Typography color="textSecondary">{t('reviews.none')}</Typography>
      ) : (
        <>
          <RatingSummary provider={provider} />
          <Stack spacing={2} data-testid="reviews-list">
            {pages.map((after, index) => (
              <ReviewsPage
                key={after ? after.id : 'first'}
                providerId={provider.id}
                after={after}
                before={index * REVIEWS_PAGE_SIZE}
                total={provider.reviewCount}
                isLast={index === pages.length - 1}
                onMore={(cursor) => setCursors((current) => [...current, cursor])}
              />
            ))}
          </Stack>
        </>
      )}
    </ProfileSection>
  );
}
