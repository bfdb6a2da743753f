import {
  clientIdSchema,
  nextState,
  QUOTE_ERRORS,
  type Actor,
  type Transition,
} from '@marketplace/domain';
import type { Request } from 'express';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import type { Session } from '../../lib/session';

/** The documents of a request, its recipients' responses and its contract (DESIGN §2). */
export const quoteRef = (db: Firestore, quoteId: string) => db.doc(`quotes/${quoteId}`);
export const responsesOf = (db: Firestore, quoteId: string) =>
  db.collection(`quotes/${quoteId}/responses`);
export const responseRef = (db: Firestore, quoteId: string, providerId: string) =>
  db.doc(`quotes/${quoteId}/responses/${providerId}`);
export const contractRef = (db: Firestore, contractId: string) => db.doc(`contracts/${contractId}`);

export const notFound = (what = 'quote') => new HttpError(404, 'not_found', `No such ${what}`);
export const forbidden = (message: string) => new HttpError(403, QUOTE_ERRORS.forbidden, message);
export const invalidTransition = (message: string) =>
  new HttpError(409, QUOTE_ERRORS.invalidTransition, message);
export const notARecipient = () =>
  new HttpError(403, QUOTE_ERRORS.notARecipient, 'This request was not sent to you');

/**
 * The id in a path: a request's id is a client-made 20-character id, a contract's is its
 * request's. Anything else cannot exist, so it is the same 404 as an unknown id.
 */
export function pathId(value: unknown): string {
  if (!clientIdSchema.safeParse(value).success) throw notFound();
  return value as string;
}

/**
 * The state `action` by `actor` leads to from `from` under `machine` (domain, DESIGN §3), or a
 * 409 `invalid_transition`: every route checks its move here, never with its own list.
 */
export function transition<S extends string>(
  machine: readonly Transition<S>[],
  from: S,
  action: string,
  actor: Actor,
): S {
  const to = nextState(machine, from, action, actor);
  if (!to) throw invalidTransition(`Cannot ${action} from ${from}`);
  return to;
}

export const isAdmin = (session: Session) => session.claims.admin === true;

/** Firestore's time for an instant of our clock (deadlines compare with the same clock). */
export const stamp = (at: Date) => Timestamp.fromDate(at);

/** Milliseconds of a stored Timestamp, or null when the field is not one. */
export function millisOf(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

/** A JSON body, or `{}` when the request has none (express 5 leaves `req.body` undefined). */
export const bodyOf = (req: Request): unknown => req.body ?? {};
