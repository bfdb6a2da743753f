import {
  DEMOS_API,
  type DemoSubmitAnswer,
  type QuestionnaireInput,
  type QuestionnaireSummaryView,
} from '@marketplace/domain';
import { apiFailureOf, type FailureKeys } from '../../shared/api/apiErrorCode';
import { apiMutate, useApiQuery } from '../../shared/api/http';

/** Retried once like every mutation: the id makes a repeated answer count once. */
export const sendQuestionnaire = (input: QuestionnaireInput) =>
  apiMutate<DemoSubmitAnswer>(DEMOS_API.questionnaire, { json: input });

/** Admins only: the counts per answer, fetched fresh on each visit. */
export const useQuestionnaireSummary = (enabled: boolean) =>
  useApiQuery<QuestionnaireSummaryView>(enabled ? [DEMOS_API.adminQuestionnaire] : null, {
    staleTime: 0,
  });

export type QuestionnaireFailure = 'rateLimited' | 'invalid' | 'network' | 'generic';

const KEYS: FailureKeys<QuestionnaireFailure> = {
  byCode: { rate_limited: 'rateLimited', invalid_request: 'invalid' },
  byStatus: { 429: 'rateLimited', 400: 'invalid' },
  signedOut: 'generic',
  network: 'network',
  generic: 'generic',
};

/** Why sending failed, as an `errors.*` key of the namespace. */
export const questionnaireFailureOf = (error: unknown) => apiFailureOf(error, KEYS);
