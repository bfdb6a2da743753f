import type { VerificationView } from '@marketplace/domain';
import type { QueryResult } from '../../shared/api/http';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { languageFromPath, pathWithoutLanguage } from '../../shared/i18n/language';
import { renderInApp } from '../../shared/testing/renderInApp';
import type { ViewDocument } from './model';

export const TEST_UID = 'seed-provider-01';

/** A signed-in session, a provider unless told otherwise. */
export const session = (
  overrides: Parameters<typeof testUser>[0] = { id: TEST_UID, isProvider: true },
): AuthContextValue => ({
  state: { status: 'signedIn', user: testUser(overrides) },
  signOut: async () => {},
});

/** A document as the api shows it, to override field by field. */
export function viewDocument(
  kind: ViewDocument['kind'],
  changes: Partial<ViewDocument> = {},
): ViewDocument {
  return {
    kind,
    status: 'pending',
    files: [
      {
        id: `${kind}-f1`,
        contentType: 'application/pdf',
        size: 2.5 * 1024 * 1024,
        name: `${kind}.pdf`,
        uploadedAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    submittedAt: '2026-03-01T10:00:00.000Z',
    decidedAt: null,
    reason: null,
    reasonText: null,
    issuedOn: null,
    validUntil: null,
    ...changes,
  };
}

export function view(documents: ViewDocument[], changes: Partial<VerificationView> = {}) {
  return {
    uid: TEST_UID,
    displayName: 'Jean-Paul Ekwalla',
    level: 'unverified',
    missing: ['identity', 'professional'],
    verifiedAt: null,
    documents,
    ...changes,
  } satisfies VerificationView;
}

const refetch = () => Promise.reject(new Error('not in tests'));

export const querySuccess = (data: VerificationView): QueryResult<VerificationView> => ({
  status: 'success',
  data,
  error: undefined,
  updatedAt: 1,
  refetch,
});
export const queryLoading: QueryResult<VerificationView> = {
  status: 'loading',
  data: undefined,
  error: undefined,
  updatedAt: 0,
  refetch,
};
export const queryError: QueryResult<VerificationView> = {
  status: 'error',
  data: undefined,
  error: new Error('unavailable'),
  updatedAt: 0,
  refetch,
};

/** A file of `size` bytes without allocating them (the checks read `size` only). */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The page at `path` (French, or English under /en), with `auth`'s session. */
export function renderAt(
  path: string,
  page: React.ReactElement,
  auth: AuthContextValue = session(),
) {
  const frenchPath = pathWithoutLanguage(path);
  return renderInApp(<AuthContext.Provider value={auth}>{page}</AuthContext.Provider>, {
    path: frenchPath,
    language: languageFromPath(path),
    route: frenchPath.endsWith('/criminal-record')
      ? '/providers/:id/criminal-record'
      : '/provider-verification',
  });
}
