import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isAdmin, useAuth } from '../../shared/auth/AuthState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useFeedbackList } from './api';
import { FeedbackAdminList } from './FeedbackAdminList';
import { FeedbackForm } from './FeedbackForm';
import { FEEDBACK_DEMO_NS } from './i18n';

/**
 * `/feedback-demo` (spec §2, issue 17 §6): anyone rates the platform with 1 to 5 stars and an
 * optional comment, stored by the api; admins see what was received on the same page.
 */
export default function FeedbackDemoPage() {
  const { t } = useTranslation(FEEDBACK_DEMO_NS);
  const admin = isAdmin(useAuth().state);
  const list = useFeedbackList(admin);
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('title')} intro={t('intro')} />
      {/* An admin's own feedback appears in the list at once. */}
      <FeedbackForm onSent={() => void (admin && list.refetch().catch(() => {}))} />
      {admin && <FeedbackAdminList list={list} />}
    </Stack>
  );
}
