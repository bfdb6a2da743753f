import { CONVERSATION_API, type StartConversationInput } from '@marketplace/domain';
import { apiMutate } from '../api/http';

/**
 * `POST /api/conversations`: opens the thread about a subject with the other party, or finds
 * the one already open (the api answers its id either way, so a retry opens no second one).
 */
export async function startConversation(input: StartConversationInput): Promise<string> {
  const answer = await apiMutate<{ id?: unknown }>(CONVERSATION_API.start, { json: input });
  if (typeof answer?.id !== 'string' || !answer.id) {
    throw new Error('The conversation api answered no id');
  }
  return answer.id;
}
