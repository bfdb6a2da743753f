import {
  VERIFICATION_API,
  VERIFICATION_ERRORS,
  type VerificationKind,
  type VerificationUploadFields,
  type VerificationView,
} from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import {
  apiFetch,
  apiMutate,
  HttpError,
  queryClient,
  useApiQuery,
  type QueryKey,
} from '../../shared/api/http';

/**
 * The provider's own verification, all through the api (the documents are read by their owner
 * and admins only, the files never reach a client but through short-lived links): their view,
 * uploads (multipart) and links to their files.
 */

const viewKey = (uid: string): QueryKey => [VERIFICATION_API.mine, uid];

/** What a provider who never sent anything has (the api may answer 404 before a first upload). */
export const emptyView = (uid: string): VerificationView => ({
  uid,
  displayName: '',
  level: 'unverified',
  missing: ['identity', 'professional'],
  verifiedAt: null,
  documents: [],
});

async function readMine(uid: string): Promise<VerificationView> {
  try {
    return await apiFetch<VerificationView>(VERIFICATION_API.mine);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return emptyView(uid);
    throw error;
  }
}

/**
 * The signed-in provider's documents (`uid` null waits), read again at each visit: an admin's
 * decision may have come since.
 */
export function useMyVerification(uid: string | null) {
  return useApiQuery<VerificationView>(uid === null ? null : viewKey(uid), {
    queryFn: () => readMine(uid ?? ''),
    staleTime: 0,
  });
}

/**
 * Sends 1–3 files of one kind (they replace the document's), with the criminal record's issue
 * day or the identity document's expiry; the page then shows the view the api answers. Not
 * retried: a second try would send megabytes again for a failure the user should see.
 */
export async function uploadDocument(
  uid: string,
  kind: VerificationKind,
  files: readonly File[],
  fields: VerificationUploadFields,
): Promise<VerificationView> {
  const body = new FormData();
  // The text fields first: a streaming parser knows them before the files arrive.
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  for (const file of files) body.append('files', file, file.name);
  const view = await apiFetch<VerificationView>(VERIFICATION_API.upload(kind), {
    method: 'POST',
    body,
  });
  await queryClient.fetchQuery(viewKey(uid), { force: true, queryFn: async () => view });
  return view;
}

/** A link to one of the provider's files, valid a few minutes (downloadLinkSeconds). */
export const createFileLink = (uid: string, kind: VerificationKind, fileId: string) =>
  apiMutate<{ url: string; expiresAt: string }>(VERIFICATION_API.fileLink(uid, kind, fileId), {
    json: {},
  });

/** Why a call failed: the key of its text in `errors.*`. */
export type Failure =
  | 'fileTooLarge'
  | 'invalidFileType'
  | 'tooManyFiles'
  | 'recordTooOld'
  | 'invalidTransition'
  | 'documentNotFound'
  | 'linkExpired'
  | 'invalidRequest'
  | 'forbidden'
  | 'signedOut'
  | 'network'
  | 'generic';

export const failureOf = (error: unknown): Failure =>
  apiFailureOf<Failure>(error, {
    byCode: {
      [VERIFICATION_ERRORS.fileTooLarge]: 'fileTooLarge',
      // The app's body limit, before the upload route's own check.
      too_large: 'fileTooLarge',
      [VERIFICATION_ERRORS.invalidFileType]: 'invalidFileType',
      [VERIFICATION_ERRORS.tooManyFiles]: 'tooManyFiles',
      [VERIFICATION_ERRORS.recordTooOld]: 'recordTooOld',
      [VERIFICATION_ERRORS.invalidTransition]: 'invalidTransition',
      [VERIFICATION_ERRORS.documentNotFound]: 'documentNotFound',
      [VERIFICATION_ERRORS.linkExpired]: 'linkExpired',
      invalid_request: 'invalidRequest',
      forbidden: 'forbidden',
    },
    // A proxy's 413 carries no code of ours.
    byStatus: {
      403: 'forbidden',
      404: 'documentNotFound',
      409: 'invalidTransition',
      410: 'linkExpired',
      413: 'fileTooLarge',
    },
    signedOut: 'signedOut',
    network: 'network',
    generic: 'generic',
  });
