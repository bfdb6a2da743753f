import {
  PAYMENT_API,
  PAYMENT_ERRORS,
  hostedSessionSchema,
  isOpenPaymentStatus,
} from '@marketplace/domain';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { adminDb } from '../../lib/admin';
import { MAX_BODY_BYTES } from '../../lib/bodyLimit';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { parseHostedForm } from './form';
import {
  HOSTED_CSP,
  hostedTotal,
  renderCheckoutPage,
  renderErrorPage,
  renderSettledPage,
  renderWaitingPage,
  returnLocation,
} from './html';
import { hostedPayments } from './payments';
import {
  assertPayable,
  attemptKey,
  createSession,
  readSession,
  recordAttempt,
  type HostedSession,
} from './sessions';
import type { HostedLang } from './texts';

/**
 * `/api/hosted-checkout` (issue 15, `/anka-demo`): a third-party hosted checkout, "Anka Pay",
 * served by the api as plain HTML without script. The merchant opens a session, the browser
 * goes to its page, the payer pays through the same payments api and sandbox as the app's own
 * checkout, and the page sends the browser back to the merchant with the session id only: the
 * merchant then asks `/:id/result` for the verified outcome.
 */
export const hostedCheckoutRouter = Router();

const parseForm = express.urlencoded({ extended: false, limit: MAX_BODY_BYTES });

/**
 * The page's forms post form-urlencoded bodies (the JSON ones are parsed by the app). The
 * Functions runtime (and its emulator) has already read the body and kept its bytes in
 * `rawBody`, so the stream would never end for a parser of our own: those bytes are parsed
 * instead; in-process (tests) express reads the stream.
 */
const formBody: RequestHandler = (req, res, next) => {
  if (!req.is('application/x-www-form-urlencoded')) return next();
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!raw) return parseForm(req, res, next);
  req.body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  next();
};
hostedCheckoutRouter.use(formBody);

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

function sendPage(res: Response, status: number, body: string) {
  noStore(res)
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': HOSTED_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
    .send(body);
}

/** Back to this session's page (from `/:id/pay`, `/:id/code`, `/:id/challenge`): it shows the state. */
const toSessionPage = (res: Response, session: HostedSession) => {
  res.redirect(303, `../${encodeURIComponent(session.id)}`);
};

/** What the error page knows: the language, and the merchant's page once the session is read. */
interface PageContext {
  lang: HostedLang;
  back: string | null;
}
type PageHandler = (req: Request, res: Response, page: PageContext) => Promise<void>;

/**
 * A route answering HTML: its failures become the translated error page (in the session's
 * language once known, else the browser's), never the api's JSON.
 */
const htmlRoute =
  (handler: PageHandler) =>
  async (req: Request, res: Response): Promise<void> => {
    const page: PageContext = {
      lang: (req.acceptsLanguages('fr', 'en') || 'fr') as HostedLang,
      back: null,
    };
    try {
      await handler(req, res, page);
    } catch (error) {
      if (error instanceof HttpError) {
        sendPage(res, error.status, renderErrorPage(page.lang, error.code, page.back));
      } else if (error instanceof z.ZodError) {
        sendPage(res, 400, renderErrorPage(page.lang, 'invalid_request', page.back));
      } else {
        console.error('Hosted checkout error', error);
        sendPage(res, 500, renderErrorPage(page.lang, 'internal', page.back));
      }
    }
  };

const noop = () => undefined;

/** The session of the path, its language now the page's. */
async function sessionOf(req: Request, page: PageContext): Promise<HostedSession> {
  const session = await readSession(adminDb(), req.params.id);
  page.lang = session.lang;
  page.back = session.returnUrl;
  return session;
}

/** `POST /sessions` {priceFCFA, lang} (the merchant's page) → 201 {url} of the hosted page. */
hostedCheckoutRouter.post('/sessions', requireSameOrigin, async (req, res) => {
  noStore(res);
  const input = hostedSessionSchema.parse(req.body);
  const id = await createSession(adminDb(), input, clock.now());
  res.status(201).json({ url: PAYMENT_API.hostedPage(id) });
});

/**
 * `GET /:id/result` (JSON, public to whoever holds the session id): the verified outcome the
 * merchant's return page shows. `open` while nothing was paid, `expired` when the session
 * ended unpaid, else the payment's status.
 */
hostedCheckoutRouter.get('/:id/result', async (req, res) => {
  noStore(res);
  const session = await readSession(adminDb(), req.params.id);
  const { paymentId, accessKey } = session.doc;
  if (!paymentId || !accessKey) {
    const expired = session.doc.expiresAt.toMillis() <= clock.now().getTime();
    res.json({ status: expired ? 'expired' : 'open', payment: null });
    return;
  }
  const payment = await hostedPayments.view(paymentId, accessKey, session.lang);
  res.json({ status: payment.status, payment });
});

/**
 * `GET /:id/receipt?lang=` → 303 to the payment's receipt with the session's access key (the
 * merchant's page holds the session id, never the key); 409 `not_settled` before success.
 */
hostedCheckoutRouter.get('/:id/receipt', async (req, res) => {
  noStore(res);
  const session = await readSession(adminDb(), req.params.id);
  const { paymentId, accessKey } = session.doc;
  const payment =
    paymentId && accessKey ? await hostedPayments.view(paymentId, accessKey, session.lang) : null;
  if (!payment || !accessKey || payment.status !== 'success') {
    throw new HttpError(409, PAYMENT_ERRORS.notSettled, 'Only a successful payment has a receipt');
  }
  const lang = req.query.lang === 'en' || req.query.lang === 'fr' ? req.query.lang : session.lang;
  res.redirect(
    303,
    `${PAYMENT_API.receipt(payment.id)}?lang=${lang}&key=${encodeURIComponent(accessKey)}`,
  );
});

/** `GET /:id`: the form, the waiting page while the payment is open, then back to the merchant. */
hostedCheckoutRouter.get(
  '/:id',
  htmlRoute(async (req, res, page) => {
    const session = await sessionOf(req, page);
    const { paymentId, accessKey } = session.doc;
    if (!paymentId || !accessKey) {
      assertPayable(session, clock.now());
      sendPage(res, 200, renderCheckoutPage(session));
      return;
    }
    const payment = await hostedPayments.view(paymentId, accessKey, session.lang);
    if (isOpenPaymentStatus(payment.status)) {
      sendPage(res, 200, renderWaitingPage(session, payment, clock.now()));
      return;
    }
    noStore(res).location(returnLocation(session));
    sendPage(res, 303, renderSettledPage(session, payment));
  }),
);

/** `POST /:id/pay` (the form): starts the payment through the payments api, then the waiting page. */
hostedCheckoutRouter.post(
  '/:id/pay',
  htmlRoute(async (req, res, page) => {
    const session = await sessionOf(req, page);
    requireSameOrigin(req, res, noop);
    // A payment already started here (a second tab, the back button): show where it is.
    if (session.doc.paymentId) return toSessionPage(res, session);
    assertPayable(session, clock.now());
    const parsed = parseHostedForm(
      req.body,
      session,
      (method) => hostedTotal(session.priceFCFA, method),
      (form) => attemptKey(session, form),
    );
    if (!parsed.ok) {
      sendPage(res, 400, renderCheckoutPage(session, parsed));
      return;
    }
    let started;
    try {
      started = await hostedPayments.initiate(parsed.input);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      sendPage(
        res,
        error.status,
        renderCheckoutPage(session, { form: parsed.form, errorCode: error.code }),
      );
      return;
    }
    await recordAttempt(adminDb(), session, started.paymentId, started.accessKey);
    toSessionPage(res, session);
  }),
);

/** The session's open payment and its key, or the page again when there is none. */
function startedPayment(session: HostedSession) {
  const { paymentId, accessKey } = session.doc;
  return paymentId && accessKey ? { paymentId, accessKey } : null;
}

/**
 * An answer the payment no longer waits for (posted twice, or the operator settled it first):
 * the session's page then shows where the payment is.
 */
async function ignoreNotAwaiting(answer: Promise<void>): Promise<void> {
  try {
    await answer;
  } catch (error) {
    if (!(error instanceof HttpError && error.code === PAYMENT_ERRORS.notAwaiting)) throw error;
  }
}

/** `POST /:id/code` {code}: the Orange one-time code the simulated phone shows. */
hostedCheckoutRouter.post(
  '/:id/code',
  htmlRoute(async (req, res, page) => {
    const session = await sessionOf(req, page);
    requireSameOrigin(req, res, noop);
    const started = startedPayment(session);
    if (!started) return toSessionPage(res, session);
    const code = z.object({ code: z.string().trim().max(20) }).safeParse(req.body);
    const digits = code.success ? code.data.code.replace(/\s+/g, '') : '';
    if (!/^\d{6}$/.test(digits)) {
      const payment = await hostedPayments.view(started.paymentId, started.accessKey, session.lang);
      sendPage(res, 400, renderWaitingPage(session, payment, clock.now(), { codeError: true }));
      return;
    }
    await ignoreNotAwaiting(
      hostedPayments.submitCode(started.paymentId, digits, started.accessKey),
    );
    toSessionPage(res, session);
  }),
);

/** `POST /:id/challenge` {approve: 'true'|'false'}: the bank's 3-D Secure page answered. */
hostedCheckoutRouter.post(
  '/:id/challenge',
  htmlRoute(async (req, res, page) => {
    const session = await sessionOf(req, page);
    requireSameOrigin(req, res, noop);
    const started = startedPayment(session);
    if (!started) return toSessionPage(res, session);
    const { approve } = z.object({ approve: z.enum(['true', 'false']) }).parse(req.body);
    await ignoreNotAwaiting(
      hostedPayments.answerChallenge(started.paymentId, approve === 'true', started.accessKey),
    );
    toSessionPage(res, session);
  }),
);
