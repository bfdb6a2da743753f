import { Router } from 'express';

// Placeholder of the issue-15 contract: replaced by its implementation.
export const hostedCheckoutRouter = Router();
