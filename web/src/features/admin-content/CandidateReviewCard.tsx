import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { formatDay } from './format';
import type { CandidateReview } from './model';
import { ADMIN_CONTENT_NS } from './namespace';
import { StarRating } from '../../shared/ui/StarRating';

/** A visible review: its rating, text and author; featured on home or not; hide it. */
export function CandidateReviewCard({
  review,
  busy,
  onFeature,
  onHide,
}: {
  review: CandidateReview;
  busy: boolean;
  onFeature: (featured: boolean) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation(ADMIN_CONTENT_NS);
  const language = usePageLanguage();
  const textId = useId();
  return (
    <Card variant="outlined" component="li" aria-describedby={textId} data-testid="candidate">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StarRating value={review.rating} />
          <Typography variant="body2">
            {t('testimonials.rating', { rating: review.rating })}
          </Typography>
        </Stack>
        <Typography id={textId} sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('testimonials.by', {
            name: review.authorName ?? t('testimonials.anonymous'),
            date: formatDay(review.createdAt, language),
          })}
          {' · '}
          <Link component={LocalizedLink} to={`/providers/${review.providerId}`}>
            {t('testimonials.provider')}
          </Link>
        </Typography>
        <Box
          sx={{
            mt: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={review.featured}
                disabled={busy}
                onChange={(_event, checked) => onFeature(checked)}
                slotProps={{ input: { 'aria-describedby': textId } }}
              />
            }
            label={t('testimonials.featured')}
          />
          <Button color="error" onClick={onHide} disabled={busy} aria-describedby={textId}>
            {t('testimonials.hide')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
