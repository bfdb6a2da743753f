import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isAdmin, useAuth } from '../../shared/auth/AuthState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useQuestionnaireSummary } from './api';
import { USER_QUESTIONNAIRE_NS } from './i18n';
import { QuestionnaireForm } from './QuestionnaireForm';
import { QuestionnaireSummary } from './QuestionnaireSummary';

/**
 * `/user-questionnaire` (spec §2, issue 17 §6): five questions about a visitor's needs, stored
 * by the api; admins see the counts per answer on the same page.
 */
export default function UserQuestionnairePage() {
  const { t } = useTranslation(USER_QUESTIONNAIRE_NS);
  const admin = isAdmin(useAuth().state);
  const summary = useQuestionnaireSummary(admin);
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('title')} intro={t('intro')} />
      {/* An admin's own answers are counted at once. */}
      <QuestionnaireForm onSent={() => void (admin && summary.refetch().catch(() => {}))} />
      {admin && <QuestionnaireSummary summary={summary} />}
    </Stack>
  );
}
