import { bookingProblemSchema } from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { requireOwnBookingPhotos } from './photos';
import { moveBooking, type Moved, type Step } from './transitions';

/**
 * `POST .../problem` `{reason, photoIds}` (either party, confirmed): the problem is recorded,
 * the booking waits for an admin (`needsAttention`), and the auto-completion is paused
 * (`autoCompleteAt` cleared: neither the task nor the sweep will complete it). The photos
 * must be the reporter's own uploads.
 */
export async function reportProblem(
  db: Firestore,
  bookingId: string,
  uid: string,
  body: unknown,
  now: Date,
): Promise<Moved> {
  const { reason, photoIds } = bookingProblemSchema.parse(body);
  await requireOwnBookingPhotos(uid, photoIds);
  const step: Step = {
    action: 'report',
    repeated: (booking, actor) => booking.problem?.by === actor,
    fields: (_booking, actor, at) => ({
      problem: { by: actor, reason, photoIds, at },
      needsAttention: true,
      autoCompleteAt: null,
    }),
  };
  return moveBooking(db, bookingId, { uid }, step, now);
}
