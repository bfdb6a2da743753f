import { OUTBOX_COLLECTIONS } from '@marketplace/domain';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';

/**
 * The outboxes, read by admins under the rules with the Firestore SDK: the 50 newest of each,
 * live (a notification written while the page is open shows at once).
 */

export const OUTBOX_PAGE = 50;

export async function mailQuery({ fs, db }: FirestoreHandle) {
  const { mailConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, OUTBOX_COLLECTIONS.mail).withConverter(mailConverter),
    fs.orderBy('createdAt', 'desc'),
    fs.limit(OUTBOX_PAGE),
  );
}

export async function smsQuery({ fs, db }: FirestoreHandle) {
  const { smsConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, OUTBOX_COLLECTIONS.sms).withConverter(smsConverter),
    fs.orderBy('createdAt', 'desc'),
    fs.limit(OUTBOX_PAGE),
  );
}

export const useOutboxMail = () => useLiveQuery('outbox:mail', mailQuery);
export const useOutboxSms = () => useLiveQuery('outbox:sms', smsQuery);
