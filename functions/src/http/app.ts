import { QUOTE_API } from '@marketplace/domain';
import express, { type RequestHandler } from 'express';
import { MAX_BODY_BYTES, limitBody } from '../lib/bodyLimit';
import { errorHandler, notFoundHandler } from '../lib/errors';
import { accountRouter } from './account/routes';
import { adminQuotesRouter } from './admin/quotes';
import { authRouter } from './auth/routes';
import { contractsRouter } from './contracts/routes';
import { placeholderRouter } from './placeholder/routes';
import { profileRouter } from './profile/routes';
import { limitPhotoBody } from './quotes/photos';
import { quotesRouter } from './quotes/routes';

/** The body limit of each request: a job photo (5 MB) has its own, every other body `limitBody`. */
const limitEachBody: RequestHandler = (req, res, next) =>
  req.method === 'POST' && req.path === QUOTE_API.photos
    ? limitPhotoBody(req, res, next)
    : limitBody(req, res, next);

/** The `api` function: Hosting rewrites `/api/**` here with the path unchanged. */
export function createApiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(limitEachBody);
  // Parses JSON where the runtime has not (in-process, tests); see limitBody for production.
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use('/api/account', accountRouter);
  app.use('/api/admin/quotes', adminQuotesRouter);
  app.use('/api/auth', authRouter);
  app.use('/api/contracts', contractsRouter);
  app.use('/api/placeholder', placeholderRouter);
  app.use('/api/profile', profileRouter);
  app.use('/api/quotes', quotesRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
