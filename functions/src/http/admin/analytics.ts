import { Router } from 'express';

// Issue 16 placeholder: replaced by its owner.
export const adminAnalyticsRouter = Router();
