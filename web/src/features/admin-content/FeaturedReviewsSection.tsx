import { Alert, Stack, Typography } from '@mui/material';
import { REVIEW_RULES } from '@marketplace/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '../../shared/ui/ChoiceToggle';
import { Pager } from '../../shared/ui/Pager';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { TextActionDialog } from '../../shared/ui/TextActionDialog';
import { useCursors } from '../../shared/ui/useCursors';
import {
  contentFailureOf,
  hideReview,
  REVIEWS_PAGE,
  setFeatured,
  useCandidateReviews,
} from './api';
import { CandidateReviewCard } from './CandidateReviewCard';
import { REVIEW_FILTERS, type CandidateReview, type ReviewFilter } from './model';
import { ADMIN_CONTENT_NS } from './namespace';

type Notify = (text: string, severity?: 'success' | 'error') => void;

/**
 * The testimonials on home: visible reviews, newest first, 20 a page (all, or the featured
 * ones), each featured or not with a switch; a review is hidden through the moderation
 * endpoint, with a reason. The list is live, so a change shows as soon as it is stored.
 */
export function FeaturedReviewsSection({ notify }: { notify: Notify }) {
  const { t } = useTranslation(ADMIN_CONTENT_NS);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const cursors = useCursors<QueryDocumentSnapshot>();
  const reviews = useCandidateReviews(filter, cursors.after);
  const [busy, setBusy] = useState<string | null>(null);
  const [hiding, setHiding] = useState<CandidateReview | null>(null);
  const rows = reviews.data ?? [];
  const last = rows.at(-1);
  const full = rows.length === REVIEWS_PAGE;

  const feature = async (review: CandidateReview, featured: boolean) => {
    setBusy(review.id);
    try {
      await setFeatured(review.id, featured);
      notify(t(featured ? 'testimonials.featuredDone' : 'testimonials.unfeaturedDone'));
    } catch (caught) {
      notify(t(`errors.${contentFailureOf(caught)}`), 'error');
    }
    setBusy(null);
  };

  return (
    <section aria-labelledby="testimonials-title">
      <Typography id="testimonials-title" variant="h5" component="h2" gutterBottom>
        {t('testimonials.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('testimonials.intro')}
      </Typography>
      <ChoiceToggle
        label={t('testimonials.filter')}
        choices={REVIEW_FILTERS}
        value={filter}
        labelOf={(name) => t(`testimonials.filters.${name}`)}
        onChange={(next) => {
          setFilter(next);
          cursors.reset();
        }}
      />
      {reviews.status === 'loading' && <PageSpinner />}
      {reviews.status === 'error' && <Alert severity="error">{t('testimonials.loadError')}</Alert>}
      {reviews.status === 'success' && rows.length === 0 && (
        <Typography color="textSecondary">
          {cursors.hasPrevious ? t('testimonials.emptyPage') : t(`testimonials.empty.${filter}`)}
        </Typography>
      )}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {rows.map((review) => (
          <CandidateReviewCard
            key={review.id}
            review={review}
            busy={busy === review.id}
            onFeature={(featured) => void feature(review, featured)}
            onHide={() => setHiding(review)}
          />
        ))}
      </Stack>
      <Pager
        label={t('paging.label')}
        page={cursors.page}
        hasPrevious={cursors.hasPrevious}
        hasNext={full && Boolean(last)}
        onPrevious={cursors.previous}
        onNext={() => last && cursors.next(last.cursor)}
      />
      {hiding && (
        <TextActionDialog
          title={t('hide.title')}
          text={t('hide.text')}
          field={{
            label: t('hide.reason'),
            maxLength: REVIEW_RULES.hideReason,
            check: async (reason) => (await import('./validation')).validateHideReason(reason),
          }}
          submitLabel={t('hide.submit')}
          submitColor="error"
          backLabel={t('dialog.back')}
          failureOf={(error) => t(`errors.${contentFailureOf(error)}`)}
          send={(reason) => hideReview(hiding.id, reason)}
          onClose={() => setHiding(null)}
          onDone={() => {
            setHiding(null);
            notify(t('testimonials.hiddenDone'));
          }}
        />
      )}
    </section>
  );
}
