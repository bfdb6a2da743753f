import { CONFIRM_EMAIL_MISMATCH, apiErrorSchema } from '@marketplace/domain';
import { HttpError, apiMutate } from '../../shared/api/http';

/** `DELETE /api/account`: the server checks the typed email again, then deletes everything. */
export function deleteAccount(confirmEmail: string): Promise<unknown> {
  return apiMutate('/api/account', { method: 'DELETE', json: { confirmEmail } });
}

export type DeletionFailure = 'mismatch' | 'signedOut' | 'network' | 'failed';

function errorCodeOf(body: string): string | undefined {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error.code : undefined;
  } catch {
    return undefined;
  }
}

/** Why a deletion failed, for a translated message. */
export function deletionFailureOf(error: unknown): DeletionFailure {
  if (error instanceof HttpError) {
    if (error.status === 400 && errorCodeOf(error.body) === CONFIRM_EMAIL_MISMATCH) {
      return 'mismatch';
    }
    return error.status === 401 ? 'signedOut' : 'failed';
  }
  // fetch rejects with a TypeError when the network is down.
  return error instanceof TypeError ? 'network' : 'failed';
}
