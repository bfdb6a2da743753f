import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RULES } from '@marketplace/domain';
import { ChoiceToggle } from '../../shared/ui/ChoiceToggle';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { AdminPage, Paging, useCursors, useNotice } from './AdminLayout';
import { AdminReviewCard } from './AdminReviewCard';
import { adminFailureOf, hideReview, unhideReview, useAdminReviews } from './api';
import { BOOKING_ADMIN_NS } from './i18n';
import { REVIEW_FILTERS, type AdminReview, type ReviewFilter } from './model';
import { TextActionDialog } from '../../shared/ui/TextActionDialog';

/**
 * /admin/reviews (admin): the reviews, newest first, 20 a page, all or the hidden ones; an
 * admin hides one with a reason (it stays stored, out of public lists) or shows it again.
 */
export default function ReviewModerationPage() {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const cursors = useCursors();
  const reviews = useAdminReviews(filter, cursors.after);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [unhiding, setUnhiding] = useState<string | null>(null);
  const notice = useNotice();
  const rows = reviews.data ?? [];

  const unhide = async (review: AdminReview) => {
    setUnhiding(review.id);
    try {
      await unhideReview(review.id);
      notice.show(t('moderation.unhidden'));
    } catch (caught) {
      notice.show(t(`errors.${adminFailureOf(caught)}`), 'error');
    }
    setUnhiding(null);
  };

  return (
    <AdminPage title={t('moderation.title')} intro={t('moderation.intro')}>
      <ChoiceToggle
        label={t('moderation.filter')}
        choices={REVIEW_FILTERS}
        value={filter}
        labelOf={(name) => t(`moderation.filters.${name}`)}
        onChange={(next) => {
          setFilter(next);
          cursors.reset();
        }}
      />
      {reviews.status === 'loading' && <PageSpinner />}
      {reviews.status === 'error' && <Alert severity="error">{t('moderation.loadError')}</Alert>}
      {reviews.status === 'success' && rows.length === 0 && (
        <Typography color="textSecondary">
          {cursors.hasPrevious ? t('paging.emptyPage') : t(`moderation.empty.${filter}`)}
        </Typography>
      )}
      <Stack spacing={2}>
        {rows.map((review) => (
          <AdminReviewCard
            key={review.id}
            review={review}
            busy={unhiding === review.id}
            onHide={() => setHiding(review)}
            onUnhide={() => void unhide(review)}
          />
        ))}
      </Stack>
      {reviews.status === 'success' && <Paging cursors={cursors} rows={rows} />}
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
          backLabel={t('dialog.back')}
          failureOf={(error) => t(`errors.${adminFailureOf(error)}`)}
          send={(reason) => hideReview(hiding.id, reason)}
          onClose={() => setHiding(null)}
          onDone={() => {
            setHiding(null);
            notice.show(t('moderation.hidden'));
          }}
        />
      )}
      {notice.element}
    </AdminPage>
  );
}
