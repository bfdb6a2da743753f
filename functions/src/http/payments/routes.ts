import { PAYMENT_ERRORS, type InitiatePaymentResponse } from '@marketplace/domain';
import { Router, type Request, type Response } from 'express';
import { reconcileDeadline, reconcilePayment } from '../../jobs/paymentReconcile';
import { adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { paymentGateway } from '../../lib/payments';
import { sandboxWebhookUrl } from '../../lib/payments/webhookUrl';
import { optionalSession } from '../../lib/session';
import { paymentForViewer } from './access';
import { initiatePayment } from './initiate';
import { readPaymentView } from './read';
import { receiptPdf, receiptText } from './receipt';
import { answerStep, cancelManualPayment, confirmReceipt, parseAnswer, parseCancel } from './steps';
import { paymentPathId } from './stored';
import { receiptFileName, type Lang } from './texts';

/**
 * `/api/payments` (issue 15): initiation, the status a payer polls, the payer's answers (the
 * Orange code, 3-D Secure), the receipt of cash and transfers, and the PDF receipt. The signed
 * webhooks are the webhook router's (`/api/payments/webhooks`, mounted before this one).
 */
export const paymentsRouter = Router();

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');
const bodyOf = (req: Request): unknown => req.body ?? {};
const langOf = (value: unknown, fallback: Lang): Lang =>
  value === 'fr' || value === 'en' ? value : fallback;
/** `?key=` once (a repeated parameter is no key). */
const queryKey = (req: Request) => (typeof req.query.key === 'string' ? req.query.key : undefined);

paymentsRouter.post('/', requireSameOrigin, async (req, res) => {
  noStore(res);
  const db = adminDb();
  const session = await optionalSession(req);
  const initiated = await initiatePayment(
    {
      db,
      gateway: paymentGateway(),
      session,
      now: () => clock.now(),
      webhookUrl: () => sandboxWebhookUrl(),
    },
    bodyOf(req),
  );
  const view = await readPaymentView(db, initiated.paymentId, 'payer', initiated.lang);
  const response: InitiatePaymentResponse = { payment: view, accessKey: initiated.accessKey };
  res.status(initiated.status).json(response);
});

/**
 * `GET /:id?key=&lang=` → PaymentView (the payer, the provider paid, an admin, or the key). An
 * open attempt whose window has ended is reconciled there and then (the gateway's `verify`,
 * as the timer would): whoever watches it need not wait for the timer's task.
 */
paymentsRouter.get('/:id', async (req, res) => {
  noStore(res);
  const db = adminDb();
  const viewed = await paymentForViewer(db, req, paymentPathId(req.params.id), queryKey(req));
  const deadline = reconcileDeadline(viewed.payment);
  const now = clock.now();
  const due = deadline !== null && deadline <= now.getTime();
  if (due) await reconcilePayment(db, paymentGateway(), viewed.id, now);
  res.json(
    await readPaymentView(
      db,
      viewed.id,
      viewed.viewer,
      req.query.lang,
      due ? undefined : viewed.payment,
    ),
  );
});

for (const kind of ['code', 'challenge'] as const) {
  paymentsRouter.post(`/:id/${kind}`, requireSameOrigin, async (req, res) => {
    noStore(res);
    const db = adminDb();
    const id = paymentPathId(req.params.id);
    const { answer, key } = parseAnswer(kind, bodyOf(req));
    const viewed = await paymentForViewer(db, req, id, key);
    await answerStep(db, paymentGateway(), viewed, answer, () => clock.now());
    res.json(await readPaymentView(db, viewed.id, viewed.viewer, undefined));
  });
}

paymentsRouter.post('/:id/confirm-receipt', requireSameOrigin, async (req, res) => {
  noStore(res);
  const db = adminDb();
  const viewed = await paymentForViewer(db, req, paymentPathId(req.params.id), undefined);
  await confirmReceipt(db, viewed, clock.now());
  res.json(await readPaymentView(db, viewed.id, viewed.viewer, undefined));
});

paymentsRouter.post('/:id/cancel', requireSameOrigin, async (req, res) => {
  noStore(res);
  const db = adminDb();
  const viewed = await paymentForViewer(
    db,
    req,
    paymentPathId(req.params.id),
    parseCancel(bodyOf(req)),
  );
  await cancelManualPayment(db, viewed, clock.now());
  res.json(await readPaymentView(db, viewed.id, viewed.viewer, undefined));
});

/** `GET /:id/receipt?lang=&key=` → the PDF of a successful payment; 409 before. */
paymentsRouter.get('/:id/receipt', async (req, res) => {
  noStore(res);
  const db = adminDb();
  const { payment } = await paymentForViewer(db, req, paymentPathId(req.params.id), queryKey(req));
  if (payment.status !== 'success') {
    throw new HttpError(409, PAYMENT_ERRORS.notSettled, 'Only a successful payment has a receipt');
  }
  const lang = langOf(req.query.lang, payment.lang);
  const pdf = await receiptPdf(receiptText(payment, lang));
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${receiptFileName(payment.reference, lang)}"`,
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(Buffer.from(pdf));
});
