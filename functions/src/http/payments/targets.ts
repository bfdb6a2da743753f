import { PAYMENT_ERRORS, isOpenPaymentStatus } from '@marketplace/domain';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { linkStatus, type StoredPaymentLink } from '../../lib/payments/links';
import type { Session } from '../../lib/session';
import type { StoredBooking } from '../bookings/shared';
import type { Initiation } from './input';
import { paymentRef } from './stored';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** What a payment pays for, as read in the claim's transaction. */
export interface Target {
  /** The fingerprint's target: `booking:{id}`, `link:{id}` or `demo`. */
  key: string;
  bookingId: string | null;
  linkId: string | null;
  providerId: string | null;
  description: string;
  priceFCFA: number;
  payerName: string | null;
  /** The booking to mark `paymentStatus: 'pending'`. */
  booking: DocumentReference | null;
}

/**
 * The target and its state checks, which run after the idempotency key's replay: a replayed
 * attempt answers even once its target is paid.
 */
export interface ResolvedTarget {
  target: Target;
  check: () => Promise<void>;
}

const userName = (user: DocumentSnapshot | undefined): string | null => {
  const name = [user?.get('firstName'), user?.get('lastName')]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return name || null;
};

/** The booking's checks (issue 15 "Pay a booking"), read in the transaction. */
async function bookingTarget(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  uid: string,
  lang: 'fr' | 'en',
): Promise<ResolvedTarget> {
  const ref = db.doc(`bookings/${bookingId}`);
  const booking = (await tx.get(ref)).data() as StoredBooking | undefined;
  if (!booking) throw new HttpError(404, 'not_found', 'No such booking');
  if (booking.customerId !== uid) {
    throw new HttpError(403, 'forbidden', 'Only the booking’s customer pays it');
  }
  return {
    target: {
      key: `booking:${bookingId}`,
      bookingId,
      linkId: null,
      providerId: booking.providerId,
      description: booking.serviceTitle[lang] ?? booking.serviceTitle.fr,
      priceFCFA: booking.priceFCFA,
      payerName: booking.customerName || null,
      booking: ref,
    },
    check: async () => {
      if (booking.status === 'cancelled') {
        throw conflict(PAYMENT_ERRORS.notPayable, 'A cancelled booking cannot be paid');
      }
      if (booking.paymentStatus === 'success') {
        throw conflict(PAYMENT_ERRORS.alreadyPaid, 'This booking is already paid');
      }
      // The booking names its latest attempt; the transaction serializes attempts on it.
      if (booking.paymentId) {
        const latest = await tx.get(paymentRef(db, booking.paymentId));
        if (latest.exists && isOpenPaymentStatus(latest.get('status'))) {
          throw conflict(PAYMENT_ERRORS.paymentInProgress, 'Another attempt is still open');
        }
      }
    },
  };
}

/** A link's checks: paid wins over expired (a link paid in time stays paid). */
async function linkTarget(
  tx: Transaction,
  db: Firestore,
  linkId: string,
  now: Date,
  payerName: string | null,
): Promise<ResolvedTarget> {
  const link = (await tx.get(db.doc(`paymentLinks/${linkId}`))).data() as
    StoredPaymentLink | undefined;
  if (!link) throw new HttpError(404, PAYMENT_ERRORS.invalidLink, 'No such payment link');
  return {
    target: {
      key: `link:${linkId}`,
      bookingId: null,
      linkId,
      providerId: link.providerId,
      description: link.description,
      priceFCFA: link.amountFCFA,
      payerName,
      booking: null,
    },
    check: async () => {
      const status = linkStatus(link, now);
      if (status === 'paid') throw conflict(PAYMENT_ERRORS.linkPaid, 'This link is already paid');
      if (status === 'expired') {
        throw new HttpError(410, PAYMENT_ERRORS.linkExpired, 'This link has expired');
      }
    },
  };
}

const DEMO_DESCRIPTION = { fr: 'Paiement de démonstration', en: 'Demo payment' } as const;

/** What the initiation pays for, read in the claim's transaction `tx`. */
export async function resolveTarget(
  tx: Transaction,
  db: Firestore,
  input: Initiation,
  session: Session | null,
  linkId: string | null,
  at: Date,
): Promise<ResolvedTarget> {
  const target = input.target;
  if (target.kind === 'booking') {
    // initiatePayment refused a booking without a session.
    return bookingTarget(tx, db, target.bookingId, session?.uid ?? '', input.lang);
  }
  const payerName =
    input.payer?.name ?? (session ? userName(await tx.get(db.doc(`users/${session.uid}`))) : null);
  if (target.kind === 'link' && linkId) return linkTarget(tx, db, linkId, at, payerName);
  return {
    target: {
      key: 'demo',
      bookingId: null,
      linkId: null,
      providerId: null,
      description: DEMO_DESCRIPTION[input.lang],
      priceFCFA: target.kind === 'demo' ? target.priceFCFA : 0,
      payerName,
      booking: null,
    },
    check: async () => undefined,
  };
}
