import {
  DEMOS_API,
  type DemoSubmitAnswer,
  type FeedbackInput,
  type FeedbackListView,
} from '@marketplace/domain';
import { apiMutate, useApiQuery } from '../../shared/api/http';

/** Retried once like every mutation: the id makes a repeated feedback count once. */
export const sendFeedback = (input: FeedbackInput) =>
  apiMutate<DemoSubmitAnswer>(DEMOS_API.feedback, { json: input });

/** Admins only: the latest feedback and the rating figures, fetched fresh on each visit. */
export const useFeedbackList = (enabled: boolean) =>
  useApiQuery<FeedbackListView>(enabled ? [DEMOS_API.adminFeedback] : null, { staleTime: 0 });
