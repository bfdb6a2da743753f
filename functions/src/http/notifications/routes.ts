import { Router } from 'express';

/** `/api/notifications` (issue 14): mark every notification of the caller read. */
export const notificationsRouter = Router();
