import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { darken, lighten, styled } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAR_VALUES, type RatingCounts } from '@marketplace/domain';
import {
  REVIEWS_PAGE_SIZE,
  useReviewsPage,
  type ProviderDetails,
  type ProviderReview,
  type ReviewCursor,
  type ReviewReply,
} from './api';
import { formatReviewDate } from './format';
import { contentLanguage, PROVIDER_PROFILE_NS } from './i18n';
import { ProfileSection } from './ProfileSection';
import { StarRating } from '../../shared/ui/StarRating';
import { formatRating } from '../../shared/i18n/numbers';

/**
 * The distribution and the reviews are plain elements styled from these two lists, with the
 * look of MUI's Typography, Stack and LinearProgress: a provider page draws five bars and five
 * reviews on its first screen, and those components cost a phone's first visit 162 component
 * renders more (issue 11).
 */
const DistributionList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  flexGrow: 1,
  maxWidth: 420,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  '& li': {
    display: 'grid',
    gridTemplateColumns: '5.5rem 1fr 2.5rem',
    alignItems: 'center',
    columnGap: theme.spacing(1.5),
  },
  '& p': { ...theme.typography.body2, margin: 0 },
  '& .count': { color: theme.palette.text.secondary, textAlign: 'end' },
  '& .bar': {
    height: 8,
    borderRadius: 4,
    overflow: 'hidden',
    // LinearProgress's track.
    backgroundColor:
      theme.palette.mode === 'light'
        ? lighten(theme.palette.primary.main, 0.62)
        : darken(theme.palette.primary.main, 0.5),
  },
  '& .bar > span': {
    display: 'block',
    height: '100%',
    backgroundColor: theme.palette.primary.main,
  },
}));

function Distribution({ counts }: { counts: RatingCounts }) {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  const total = STAR_VALUES.reduce((sum, stars) => sum + counts[stars], 0);
  return (
    <DistributionList aria-label={t('reviews.distribution')} data-testid="rating-distribution">
      {STAR_VALUES.map((stars) => {
        const starsText = t('reviews.stars', { count: stars });
        const reviewsText = t('reviews.count', { count: counts[stars] });
        const share = total ? Math.round((counts[stars] / total) * 100) : 0;
        return (
          <li key={stars} data-testid={`distribution-${stars}`}>
            <p>{starsText}</p>
            <div
              className="bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={share}
              aria-label={t('reviews.starsCount', { stars: starsText, reviews: reviewsText })}
            >
              <span style={{ width: `${share}%` }} />
            </div>
            <p className="count">{counts[stars]}</p>
          </li>
        );
      })}
    </DistributionList>
  );
}

/**
 * Average with stars and count, and the distribution the ratings trigger keeps on the provider
 * (none on a copy kept offline before it did).
 */
function RatingSummary({ provider }: { provider: ProviderDetails }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
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
      {provider.ratingCounts && <Distribution counts={provider.ratingCounts} />}
    </Stack>
  );
}

const ReviewList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  '& > li': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
  '& .heading': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
  '& h3': { ...theme.typography.subtitle2, margin: 0 },
  '& p': { ...theme.typography.body2, margin: 0, whiteSpace: 'pre-line' },
  '& .heading > time': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& .reply': {
    borderInlineStart: `3px solid ${theme.palette.divider}`,
    paddingInlineStart: theme.spacing(1.5),
    paddingBlock: theme.spacing(0.5),
    marginTop: theme.spacing(0.5),
  },
  '& .reply > p:first-of-type': { ...theme.typography.caption, fontWeight: 600 },
  '& .reply > p:last-of-type': { color: theme.palette.text.secondary },
}));

function ReviewItem({ review }: { review: ProviderReview }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  return (
    <li data-testid="review">
      <div className="heading">
        <h3>{review.authorName ?? t('reviews.verifiedCustomer')}</h3>
        <StarRating
          value={review.rating}
          label={t('reviews.ratingLabel', { value: formatRating(review.rating, language) })}
        />
        {review.createdAt && (
          <time dateTime={review.createdAt.toISOString()}>
            {formatReviewDate(review.createdAt, language)}
          </time>
        )}
      </div>
      {review.comment && <p>{review.comment}</p>}
      {review.reply && <ReplyBlock reply={review.reply} />}
    </li>
  );
}

/** The provider's public answer, set off under the review it answers. */
function ReplyBlock({ reply }: { reply: ReviewReply }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  return (
    <div className="reply" data-testid="review-reply">
      <p>
        {t('reviews.reply')}
        {reply.at && (
          <>
            {' · '}
            <time dateTime={reply.at.toISOString()}>{formatReviewDate(reply.at, language)}</time>
          </>
        )}
      </p>
      <p>{reply.text}</p>
    </div>
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
        <ReviewList>
          {page.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ReviewList>
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
