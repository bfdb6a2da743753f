import { Router } from 'express';

/** `/api/conversations` (issue 14): start a conversation, upload and read attachments. */
export const conversationsRouter = Router();
