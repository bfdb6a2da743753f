import {
  SUPPORT_CHAT,
  type SupportChatRequest,
  type SupportTryResponse,
} from '@marketplace/domain';
import { apiErrorCodeOf } from '../../shared/api/apiErrorCode';
import { apiFetch, HttpError } from '../../shared/api/http';

export type TryFailure =
  'invalid' | 'rateLimited' | 'forbidden' | 'signedOut' | 'network' | 'unknown';

/** `POST /api/admin/support/try`: the answer and how it was made (admins only). */
export const tryAssistant = (request: SupportChatRequest) =>
  apiFetch<SupportTryResponse>(SUPPORT_CHAT.tryApi, { method: 'POST', json: request });

/** The text key of a failed try. */
export function tryFailureOf(error: unknown): { key: TryFailure; status: number | null } {
  if (!(error instanceof HttpError)) return { key: 'network', status: null };
  const code = apiErrorCodeOf(error);
  const key: TryFailure =
    code === 'invalid_request'
      ? 'invalid'
      : error.status === 429
        ? 'rateLimited'
        : error.status === 403
          ? 'forbidden'
          : error.status === 401
            ? 'signedOut'
            : 'unknown';
  return { key, status: error.status };
}
