import {
  DEMO_LIMITS,
  DEMO_SUMMARY_PATHS,
  addFeedbackRating,
  addQuestionnaireAnswers,
  feedbackInputSchema,
  feedbackSummaryOf,
  questionnaireInputSchema,
  questionnaireSummaryOf,
  type DemoSubmitAnswer,
  type FeedbackDocument,
  type QuestionnaireResponseDocument,
} from '@marketplace/domain';
import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { requireSameOrigin } from '../../lib/origin';
import { enforceRateLimit } from '../../lib/rateLimit';
import { bodyOf } from '../admin/adminActions';
import { storeOnce } from './store';

/**
 * `/api/demos` (issue 17 §6): the feedback form of `/feedback-demo` and the questionnaire of
 * `/user-questionnaire`. Open to signed-out visitors (the author's uid is kept when signed
 * in), same origin only, rate limited per user or address. Each submission is stored under
 * the client's id (`create`): a retry of it answers 200 and stores nothing more.
 */
export const demosRouter = Router();

const rateLimit = (scope: string) => ({
  scope,
  limit: DEMO_LIMITS.rateLimit,
  windowMs: DEMO_LIMITS.rateWindowMs,
});

const answer = (created: boolean, id: string): DemoSubmitAnswer => ({ id, created });

demosRouter.post('/feedback', requireSameOrigin, async (req, res) => {
  // Checked before the limit is counted: a malformed body costs no quota.
  const input = feedbackInputSchema.parse(bodyOf(req));
  // The signed-in author, or null: a stale cookie is a visitor's (these forms need no account).
  const author = (await enforceRateLimit(req, rateLimit('demo-feedback')))?.uid ?? null;
  const db = adminDb();
  const data: FeedbackDocument<Timestamp> = {
    rating: input.rating,
    comment: input.comment,
    uid: author,
    language: input.language,
    createdAt: Timestamp.fromDate(clock.now()),
  };
  const created = await storeOnce(db, {
    ref: db.doc(`demoFeedback/${input.id}`),
    data: { ...data },
    summaryRef: db.doc(DEMO_SUMMARY_PATHS.feedback),
    read: feedbackSummaryOf,
    add: (summary) => addFeedbackRating(summary, input.rating),
  });
  res.status(created ? 201 : 200).json(answer(created, input.id));
});

demosRouter.post('/questionnaire', requireSameOrigin, async (req, res) => {
  const { id, language, ...answers } = questionnaireInputSchema.parse(bodyOf(req));
  const author = (await enforceRateLimit(req, rateLimit('demo-questionnaire')))?.uid ?? null;
  const db = adminDb();
  const data: QuestionnaireResponseDocument<Timestamp> = {
    ...answers,
    uid: author,
    language,
    createdAt: Timestamp.fromDate(clock.now()),
  };
  const created = await storeOnce(db, {
    ref: db.doc(`questionnaireResponses/${id}`),
    data: { ...data },
    summaryRef: db.doc(DEMO_SUMMARY_PATHS.questionnaire),
    read: questionnaireSummaryOf,
    add: (summary) => addQuestionnaireAnswers(summary, answers),
  });
  res.status(created ? 201 : 200).json(answer(created, id));
});
