import {
  ADMIN_ERRORS,
  ADMIN_LIMITS,
  helpArticleIdSchema,
  helpArticleInputSchema,
  type HelpArticleDocument,
  type HelpArticleInput,
  type HelpArticleView,
} from '@marketplace/domain';
import { Router } from 'express';
import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { resetSupportAnswerer } from '../../support/answerer';
import { auditLine, bodyOf, newAuditRef, requireAdmin } from './adminActions';

/**
 * `/api/admin/help` (issue 16 §4, admins only): the help articles the support assistant answers
 * from (`helpArticles/{id}`, written here only). An admin lists them all, saves one (PUT: create
 * or replace; the same content again writes nothing) and deletes one (done whether it existed
 * or not). Each change is one `adminAudit` line, in the same transaction. A change also drops
 * this instance's cached help content, so that the admin's next question here (the try panel)
 * is answered from it; other instances pick it up within KNOWLEDGE_TTL_MS.
 */
export const adminHelpRouter = Router();

const articleRef = (db: Firestore, id: string) => db.doc(`helpArticles/${id}`);

/** The id in a path: the admin chose it, so a malformed one is their 400. */
function articleId(value: unknown): string {
  const parsed = helpArticleIdSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'invalid_request', 'Invalid help article id');
  return parsed.data;
}

/** The fields that make an article's content, in a fixed order (to compare two versions). */
const contentOf = (article: HelpArticleInput) =>
  JSON.stringify([
    article.question.fr,
    article.question.en,
    article.answer.fr,
    article.answer.en,
    article.keywords,
    article.published,
    article.link ?? null,
  ]);

export function viewOf(snapshot: DocumentSnapshot): HelpArticleView {
  const data = snapshot.data() as HelpArticleDocument<Timestamp>;
  return {
    id: snapshot.id,
    question: data.question,
    answer: data.answer,
    keywords: data.keywords,
    published: data.published,
    // Older articles have no link; a stored one is a string (written through the schema).
    ...(typeof data.link === 'string' ? { link: data.link } : {}),
    updatedAt: data.updatedAt instanceof Timestamp ? data.updatedAt.toDate().toISOString() : null,
  };
}

adminHelpRouter.get('/', async (req, res) => {
  await requireAdmin(req, res);
  const snapshot = await adminDb()
    .collection('helpArticles')
    .orderBy(FieldPath.documentId())
    .limit(ADMIN_LIMITS.helpArticles)
    .get();
  res.json({ items: snapshot.docs.map(viewOf) });
});

/** `PUT /api/admin/help/{id}` → 201 created, 200 replaced or unchanged; the article. */
adminHelpRouter.put('/:id', requireSameOrigin, async (req, res) => {
  const session = await requireAdmin(req, res);
  const id = articleId(req.params.id);
  const input = helpArticleInputSchema.parse(bodyOf(req));
  const db = adminDb();
  // Counted outside the transaction (a count is not transactional): simultaneous creations may
  // pass the bound by their number, never grow the list without one.
  const count = (await db.collection('helpArticles').count().get()).data().count;
  const now = clock.now();
  const created = await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(articleRef(db, id));
    if (existing.exists && contentOf(viewOf(existing)) === contentOf(input)) return false;
    if (!existing.exists && count >= ADMIN_LIMITS.helpArticles) {
      throw new HttpError(409, ADMIN_ERRORS.helpLimit, 'Too many help articles');
    }
    const article: HelpArticleDocument<Timestamp> = {
      ...input,
      updatedAt: Timestamp.fromDate(now),
    };
    transaction.set(articleRef(db, id), article);
    transaction.create(newAuditRef(db), auditLine(session.uid, 'help_saved', id, null, now));
    return !existing.exists;
  });
  resetSupportAnswerer();
  res.status(created ? 201 : 200).json(viewOf(await articleRef(db, id).get()));
});

adminHelpRouter.delete('/:id', requireSameOrigin, async (req, res) => {
  const session = await requireAdmin(req, res);
  const id = articleId(req.params.id);
  const db = adminDb();
  await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(articleRef(db, id));
    if (!existing.exists) return;
    transaction.delete(articleRef(db, id));
    transaction.create(
      newAuditRef(db),
      auditLine(session.uid, 'help_deleted', id, null, clock.now()),
    );
  });
  resetSupportAnswerer();
  res.status(204).end();
});
