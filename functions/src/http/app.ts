import { BOOKING_API, QUOTE_API } from '@marketplace/domain';
import express, { type RequestHandler } from 'express';
import { MAX_BODY_BYTES, limitBody } from '../lib/bodyLimit';
import { errorHandler, notFoundHandler } from '../lib/errors';
import { API_SECURITY_HEADERS } from '../lib/securityHeaders';
import { accountRouter } from './account/routes';
import { verificationRouter } from './verification/routes';
import { limitVerificationBody, VERIFICATION_UPLOAD } from './verification/multipart';
import { adminVerificationRouter } from './admin/verification';
import { adminUsersRouter } from './admin/users';
import { adminHelpRouter } from './admin/help';
import { adminSystemRouter } from './admin/system';
import { adminAnalyticsRouter } from './admin/analytics';
import { adminBookingsRouter } from './admin/bookings';
import { adminQuotesRouter } from './admin/quotes';
import { adminReviewsRouter } from './admin/reviews';
import { authRouter } from './auth/routes';
import { bookingsRouter } from './bookings/routes';
import { contractsRouter } from './contracts/routes';
import { adminDemosRouter } from './demos/admin';
import { demosRouter } from './demos/routes';
import { hostedCheckoutRouter } from './hosted-checkout/routes';
import { conversationsRouter } from './conversations/routes';
import { notificationsRouter } from './notifications/routes';
import { paymentLinksRouter } from './payment-links/routes';
import { paymentsRouter } from './payments/routes';
import { paymentWebhookRouter } from './payments/webhook';
import { placeholderRouter } from './placeholder/routes';
import { profileRouter } from './profile/routes';
import { limitPhotoBody } from './quotes/photos';
import { quotesRouter } from './quotes/routes';
import { reviewsRouter } from './reviews/routes';
import { adminSupportRouter } from './support/adminTry';
import { supportRouter } from './support/routes';

/** `POST /api/conversations/{id}/attachments` (CONVERSATION_API.attachments). */
const ATTACHMENT_UPLOAD = /^\/api\/conversations\/[^/]+\/attachments$/;

/**
 * The body limit of each request: a job or problem photo and a message attachment (5 MB each)
 * have their own, and so do verification documents (three of 10 MB); every other body
 * `limitBody`.
 */
const limitEachBody: RequestHandler = (req, res, next) =>
  req.method === 'POST' && VERIFICATION_UPLOAD.test(req.path)
    ? limitVerificationBody(req, res, next)
    : req.method === 'POST' &&
        (req.path === QUOTE_API.photos ||
          req.path === BOOKING_API.photos ||
          ATTACHMENT_UPLOAD.test(req.path))
      ? limitPhotoBody(req, res, next)
      : limitBody(req, res, next);

type RawBodyRequest = express.Request & { rawBody?: Buffer };

/** Every answer starts with the api's security headers; a route may set its own over them. */
const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set(API_SECURITY_HEADERS);
  next();
};

/** The `api` function: Hosting rewrites `/api/**` here with the path unchanged. */
export function createApiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(limitEachBody);
  // Parses JSON where the runtime has not (in-process, tests); see limitBody for production.
  // Keeps the exact bytes for signed webhooks, as the Functions runtime does (`req.rawBody`).
  app.use(
    express.json({
      limit: MAX_BODY_BYTES,
      verify: (req: RawBodyRequest, _res, buffer) => {
        req.rawBody ??= buffer;
      },
    }),
  );
  app.use('/api/account', accountRouter);
  app.use('/api/verification', verificationRouter);
  app.use('/api/admin/verification', adminVerificationRouter);
  app.use('/api/admin/users', adminUsersRouter);
  app.use('/api/admin/help', adminHelpRouter);
  app.use('/api/admin/system', adminSystemRouter);
  app.use('/api/admin/analytics', adminAnalyticsRouter);
  app.use('/api/admin/bookings', adminBookingsRouter);
  app.use('/api/admin/quotes', adminQuotesRouter);
  app.use('/api/admin/reviews', adminReviewsRouter);
  app.use('/api/admin/demos', adminDemosRouter);
  app.use('/api/admin/support', adminSupportRouter);
  app.use('/api/auth', authRouter);
  app.use('/api/bookings', bookingsRouter);
  app.use('/api/contracts', contractsRouter);
  app.use('/api/demos', demosRouter);
  app.use('/api/conversations', conversationsRouter);
  app.use('/api/hosted-checkout', hostedCheckoutRouter);
  app.use('/api/notifications', notificationsRouter);
  app.use('/api/payment-links', paymentLinksRouter);
  // Before the payments router: the webhook path is not a payment id.
  app.use('/api/payments/webhooks', paymentWebhookRouter);
  app.use('/api/payments', paymentsRouter);
  app.use('/api/placeholder', placeholderRouter);
  app.use('/api/profile', profileRouter);
  app.use('/api/quotes', quotesRouter);
  app.use('/api/support', supportRouter);
  // `PUT /api/bookings/:id/review` and `PUT /api/reviews/:id/reply` (after the bookings router).
  app.use('/api', reviewsRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
