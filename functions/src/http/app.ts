import express from 'express';
import { MAX_BODY_BYTES, limitBody } from '../lib/bodyLimit';
import { errorHandler, notFoundHandler } from '../lib/errors';
import { accountRouter } from './account/routes';
import { authRouter } from './auth/routes';
import { placeholderRouter } from './placeholder/routes';
import { profileRouter } from './profile/routes';

/** The `api` function: Hosting rewrites `/api/**` here with the path unchanged. */
export function createApiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(limitBody);
  // Parses JSON where the runtime has not (in-process, tests); see limitBody for production.
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use('/api/account', accountRouter);
  app.use('/api/auth', authRouter);
  app.use('/api/placeholder', placeholderRouter);
  app.use('/api/profile', profileRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
