import {
  isoDay,
  QUOTE_ERRORS,
  QUOTE_LIMITS,
  quoteRequestInputSchema,
  type QuoteRequestDocument,
  type QuoteRequestInput,
} from '@marketplace/domain';
import type { Request } from 'express';
import { adminAuth, adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { Session } from '../../lib/session';
import { scheduleRequestExpiry } from '../../jobs/deadlines';
import { requestDocument, responseDocument, type NewRequest } from './documents';
import { requireOwnPhotos } from './photos';
import { findRecipients } from './recipients';
import { bodyOf, quoteRef, responseRef, stamp } from './shared';

const taken = () =>
  new HttpError(409, 'already_exists', 'This request id belongs to another request');

/**
 * The customer's language for what providers receive and the PDF's default: the page's
 * (`language` of the body), else the browser's preference, else French.
 */
function languageOf(
  req: Request,
  sent: QuoteRequestInput['language'],
): QuoteRequestDocument['language'] {
  if (sent) return sent;
  return req.acceptsLanguages('fr', 'en') === 'en' ? 'en' : 'fr';
}

/**
 * `POST /api/quotes` (issue 12 §1–2). The document id is the client's `requestId`, so a
 * retry finds its request and answers 200 with the same id, writing nothing; someone else's
 * id is a 409. The request and one `requested` response per recipient are created in one
 * transaction: nobody sees a request without its recipients, or the reverse.
 */
export async function createQuoteRequest(
  req: Request,
  session: Session,
): Promise<{ status: 200 | 201; id: string }> {
  const body = bodyOf(req) as { photoIds?: unknown };
  // The spec's own message for a 6th photo, before the generic schema error.
  if (Array.isArray(body.photoIds) && body.photoIds.length > QUOTE_LIMITS.photos) {
    throw new HttpError(400, QUOTE_ERRORS.tooManyPhotos, 'At most 5 photos per request');
  }
  const now = clock.now();
  const input = quoteRequestInputSchema(isoDay(now)).parse(body);
  const { uid } = session;
  const db = adminDb();
  const ref = quoteRef(db, input.requestId);

  const existing = await ref.get();
  if (existing.exists) {
    if (existing.get('customerId') !== uid) throw taken();
    return { status: 200, id: ref.id };
  }
  const user = await adminAuth().getUser(uid);
  if (!user.emailVerified) {
    throw new HttpError(403, QUOTE_ERRORS.emailNotVerified, 'Verify your email address first');
  }
  await requireOwnPhotos(uid, input.photoIds);
  const [{ providers, serviceTitle }, account] = await Promise.all([
    findRecipients(db, input, uid),
    db.doc(`users/${uid}`).get(),
  ]);
  const firstName = account.get('firstName');
  const request: NewRequest<ReturnType<typeof stamp>> = {
    input,
    customerId: uid,
    customerName: typeof firstName === 'string' ? firstName : '',
    serviceTitle,
    language: languageOf(req, input.language),
    recipients: providers,
    now,
    time: stamp,
  };
  const quote = requestDocument(request);

  const created = await db.runTransaction(async (transaction) => {
    const again = await transaction.get(ref);
    if (again.exists) {
      if (again.get('customerId') !== uid) throw taken();
      return false;
    }
    transaction.create(ref, quote);
    for (const provider of providers) {
      transaction.create(
        responseRef(db, ref.id, provider.id),
        responseDocument(ref.id, request, provider),
      );
    }
    return true;
  });
  if (!created) return { status: 200, id: ref.id };
  await scheduleRequestExpiry(ref.id, quote.expiresAt.toDate());
  return { status: 201, id: ref.id };
}
