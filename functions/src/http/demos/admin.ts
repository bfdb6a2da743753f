import {
  DEMO_LIMITS,
  DEMO_SUMMARY_PATHS,
  averageRating,
  feedbackSummaryOf,
  questionnaireSummaryOf,
  type FeedbackDocument,
  type FeedbackListView,
  type FeedbackView,
  type QuestionnaireSummaryView,
} from '@marketplace/domain';
import { Router } from 'express';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { adminDb } from '../../lib/admin';
import { requireAdmin } from '../admin/adminActions';

/**
 * `/api/admin/demos` (issue 17 §6, admins only): what the demo forms received. Bounded reads:
 * the latest DEMO_LIMITS.feedbackList feedback and one summary document each, which the api
 * keeps as it stores each submission (routes.ts), never a scan of every answer.
 */
export const adminDemosRouter = Router();

const isoOf = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

export function feedbackViewOf(snapshot: DocumentSnapshot): FeedbackView {
  const data = (snapshot.data() ?? {}) as Partial<FeedbackDocument<unknown>>;
  return {
    id: snapshot.id,
    rating: typeof data.rating === 'number' ? data.rating : 0,
    comment: typeof data.comment === 'string' ? data.comment : '',
    uid: typeof data.uid === 'string' ? data.uid : null,
    language: data.language === 'en' ? 'en' : 'fr',
    createdAt: isoOf(data.createdAt),
  };
}

adminDemosRouter.get('/feedback', async (req, res) => {
  await requireAdmin(req, res);
  const db = adminDb();
  const [latest, stored] = await Promise.all([
    db
      .collection('demoFeedback')
      .orderBy('createdAt', 'desc')
      .limit(DEMO_LIMITS.feedbackList)
      .get(),
    db.doc(DEMO_SUMMARY_PATHS.feedback).get(),
  ]);
  const summary = feedbackSummaryOf(stored.data());
  const view: FeedbackListView = {
    items: latest.docs.map(feedbackViewOf),
    summary,
    average: averageRating(summary),
  };
  res.json(view);
});

adminDemosRouter.get('/questionnaire', async (req, res) => {
  await requireAdmin(req, res);
  const stored = await adminDb().doc(DEMO_SUMMARY_PATHS.questionnaire).get();
  const view: QuestionnaireSummaryView = {
    ...questionnaireSummaryOf(stored.data()),
    updatedAt: isoOf(stored.get('updatedAt')),
  };
  res.json(view);
});
