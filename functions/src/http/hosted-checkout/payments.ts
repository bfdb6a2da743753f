import type { InitiatePaymentInput, PaymentView } from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { paymentGateway } from '../../lib/payments';
import { sandboxWebhookUrl } from '../../lib/payments/webhookUrl';
import { viewerOf, type ViewedPayment } from '../payments/access';
import { initiatePayment } from '../payments/initiate';
import { answerStep } from '../payments/steps';
import { readPaymentView } from '../payments/read';
import { paymentNotFound, paymentRef, type StoredPayment } from '../payments/stored';

/**
 * How the hosted checkout starts and follows its payment: the payments api's own services
 * (`POST /api/payments` and the code and 3-D Secure answers), as the visitor the page stands
 * for, holding the attempt's access key. So the hosted page runs exactly the JSON api's checks,
 * idempotency and sandbox flow.
 */
export interface HostedPayments {
  initiate(input: InitiatePaymentInput): Promise<{ paymentId: string; accessKey: string }>;
  view(paymentId: string, accessKey: string, lang: 'fr' | 'en'): Promise<PaymentView>;
  submitCode(paymentId: string, code: string, accessKey: string): Promise<void>;
  answerChallenge(paymentId: string, approve: boolean, accessKey: string): Promise<void>;
}

const now = () => clock.now();

/** The payment when `accessKey` is its payer's (the same 404 otherwise). */
async function asPayer(db: Firestore, id: string, accessKey: string): Promise<ViewedPayment> {
  const payment = (await paymentRef(db, id).get()).data() as StoredPayment | undefined;
  if (!payment || viewerOf(payment, null, accessKey) !== 'payer') throw paymentNotFound();
  return { id, payment, session: null, viewer: 'payer' };
}

async function view(id: string, accessKey: string, lang: 'fr' | 'en'): Promise<PaymentView> {
  const db = adminDb();
  const { payment } = await asPayer(db, id, accessKey);
  return readPaymentView(db, id, 'payer', lang, payment);
}

export const hostedPayments: HostedPayments = {
  async initiate(input) {
    const { paymentId, accessKey } = await initiatePayment(
      {
        db: adminDb(),
        gateway: paymentGateway(),
        session: null,
        now,
        webhookUrl: () => sandboxWebhookUrl(),
      },
      input,
    );
    return { paymentId, accessKey };
  },
  view,
  async submitCode(id, code, accessKey) {
    const db = adminDb();
    const viewed = await asPayer(db, id, accessKey);
    await answerStep(db, paymentGateway(), viewed, { kind: 'code', code }, now);
  },
  async answerChallenge(id, approve, accessKey) {
    const db = adminDb();
    const viewed = await asPayer(db, id, accessKey);
    await answerStep(db, paymentGateway(), viewed, { kind: 'challenge', approve }, now);
  },
};
