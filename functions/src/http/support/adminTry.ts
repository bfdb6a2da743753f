import { supportChatRequestSchema, type SupportTryResponse } from '@marketplace/domain';
import { Router } from 'express';
import { requireSameOrigin } from '../../lib/origin';
import { enforceRateLimit } from '../../lib/rateLimit';
import { supportAnswerer } from '../../support/answerer';
import { bodyOf, requireAdmin } from '../admin/adminActions';
import { SUPPORT_CHAT_LIMIT } from './routes';

/**
 * `POST /api/admin/support/try` (the AI API demo, admins only): the chat's answer with what
 * made it — the answerer used, why the AI one was not, the passages retrieved and the time the
 * answer took. It shares the chat's rate limit: it spends the same AI quota.
 */
export const adminSupportRouter = Router();

adminSupportRouter.post('/try', requireSameOrigin, async (req, res) => {
  const session = await requireAdmin(req, res);
  await enforceRateLimit(req, SUPPORT_CHAT_LIMIT, session);
  const request = supportChatRequestSchema.parse(bodyOf(req));
  const started = performance.now();
  const result = await supportAnswerer().answer({
    message: request.message,
    history: request.conversationHistory,
    pageLanguage: request.language,
  });
  const body: SupportTryResponse = {
    request,
    response: result.response,
    answerer: result.answerer,
    fallbackReason: result.fallbackReason,
    latencyMs: Math.round(performance.now() - started),
    passages: result.passages,
  };
  res.json(body);
});
