import { Router } from 'express';

// Placeholder the lead created so the app compiles; the helper owning it fills it.
export const adminReviewsRouter = Router();
