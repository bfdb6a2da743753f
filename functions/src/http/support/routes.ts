import { SUPPORT_CHAT, supportChatRequestSchema } from '@marketplace/domain';
import { Router } from 'express';
import { requireSameOrigin } from '../../lib/origin';
import { enforceRateLimit } from '../../lib/rateLimit';
import { supportAnswerer } from '../../support/answerer';
import { bodyOf } from '../admin/adminActions';

/**
 * `POST /api/support/chat` (spec §7, issue 17): a question and the last messages before it →
 * `{message, links}`. Open to visitors, so each user (or address) may ask `rateLimit` questions
 * a minute; the count comes first, so that malformed floods are counted too.
 */
export const supportRouter = Router();

export const SUPPORT_CHAT_LIMIT = {
  scope: 'support-chat',
  limit: SUPPORT_CHAT.rateLimit,
  windowMs: SUPPORT_CHAT.rateWindowMs,
};

supportRouter.post('/chat', requireSameOrigin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  await enforceRateLimit(req, SUPPORT_CHAT_LIMIT);
  const request = supportChatRequestSchema.parse(bodyOf(req));
  const { response } = await supportAnswerer().answer({
    message: request.message,
    history: request.conversationHistory,
    pageLanguage: request.language,
  });
  res.json(response);
});
