import type { PaymentView } from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Viewer } from './access';
import {
  paymentCodeRef,
  paymentNotFound,
  paymentRef,
  type StoredPayment,
  type StoredPaymentCode,
  type StoredPaymentEvent,
} from './stored';
import { paymentView, sandboxPhone } from './view';

const langOf = (value: unknown, fallback: 'fr' | 'en'): 'fr' | 'en' =>
  value === 'fr' || value === 'en' ? value : fallback;

/**
 * The api's view of payment `id` as it is now, for `viewer` (the simulated phone is the
 * payer's alone), in `lang` (the payment's own when the request names none). `known`: the
 * payment as the caller just read it, when nothing changed it since (a poll reads it once).
 */
export async function readPaymentView(
  db: Firestore,
  id: string,
  viewer: Viewer,
  lang: unknown,
  known?: StoredPayment,
): Promise<PaymentView> {
  const ref = paymentRef(db, id);
  const [payment, events, code] = await Promise.all([
    known ?? ref.get().then((snapshot) => snapshot.data() as StoredPayment | undefined),
    ref.collection('events').orderBy('at').get(),
    paymentCodeRef(db, id).get(),
  ]);
  if (!payment) throw paymentNotFound();
  const phone =
    viewer === 'provider'
      ? null
      : sandboxPhone(
          payment,
          (code.data() as StoredPaymentCode | undefined) ?? null,
          langOf(lang, payment.lang),
        );
  return paymentView(
    id,
    payment,
    events.docs.map((event) => event.data() as StoredPaymentEvent),
    phone,
  );
}
