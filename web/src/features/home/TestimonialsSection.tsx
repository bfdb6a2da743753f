import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Language } from '@marketplace/domain';
import { TESTIMONIALS_LIMIT, useTopReviews, type Testimonial } from './api';
import { HomeSection } from './HomeSection';
import { contentLanguage, HOME_NS } from './i18n';
import { formatMonthAndYear } from '@marketplace/domain';
import { StarRating } from '../../shared/ui/StarRating';

const CARD_SIZE = { xs: 12, sm: 6, md: 4 } as const;

/** Real five-star reviews, newest first; the section steps aside when there are none. */
export function TestimonialsSection() {
  const { t } = useTranslation(HOME_NS);
  const { status, data } = useTopReviews();
  const testimonials = data?.filter((review) => review.comment.trim() !== '') ?? [];
  // Testimonials are a bonus: offline or empty, the home page simply goes without them.
  if (status === 'error' || (status === 'success' && testimonials.length === 0)) return null;
  return (
    <HomeSection title={t('testimonials.title')}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {status === 'loading'
          ? Array.from({ length: 3 }, (_, index) => (
              <Grid key={index} size={CARD_SIZE} component="li" data-testid="testimonial-skeleton">
                <Skeleton variant="rounded" height={150} />
              </Grid>
            ))
          : testimonials.slice(0, TESTIMONIALS_LIMIT).map((review) => (
              <Grid key={review.id} size={CARD_SIZE} component="li">
                <TestimonialCard review={review} />
              </Grid>
            ))}
      </Grid>
    </HomeSection>
  );
}

function TestimonialCard({ review }: { review: Testimonial }) {
  const { t, i18n } = useTranslation(HOME_NS);
  const language = contentLanguage(i18n.language);
  // A private author's review is signed by no name (DESIGN §2 reviews).
  const name = review.authorName ?? t('testimonials.verifiedCustomer');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="testimonial">
      <CardContent component="figure" sx={{ m: 0 }}>
        <StarRating
          value={review.rating}
          label={t('testimonials.ratingLabel', { value: review.rating })}
        />
        <Typography component="blockquote" sx={{ m: 0, my: 1, fontStyle: 'italic' }}>
          {review.comment}
        </Typography>
        <Typography component="figcaption" variant="body2" color="textSecondary">
          {review.createdAt
            ? t('testimonials.byline', { name, date: monthAndYear(review.createdAt, language) })
            : name}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** "mars 2026" / "March 2026". */
const monthAndYear = (date: Date, language: Language) =>
  formatMonthAndYear(date.getFullYear(), date.getMonth(), language);
