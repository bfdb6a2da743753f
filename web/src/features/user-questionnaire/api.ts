import {
  DEMOS_API,
  type DemoSubmitAnswer,
  type QuestionnaireInput,
  type QuestionnaireSummaryView,
} from '@marketplace/domain';
import { apiMutate, useApiQuery } from '../../shared/api/http';

/** Retried once like every mutation: the id makes a repeated answer count once. */
export const sendQuestionnaire = (input: QuestionnaireInput) =>
  apiMutate<DemoSubmitAnswer>(DEMOS_API.questionnaire, { json: input });

/** Admins only: the counts per answer, fetched fresh on each visit. */
export const useQuestionnaireSummary = (enabled: boolean) =>
  useApiQuery<QuestionnaireSummaryView>(enabled ? [DEMOS_API.adminQuestionnaire] : null, {
    staleTime: 0,
  });
