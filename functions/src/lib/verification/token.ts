import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_API,
  VERIFICATION_ERRORS,
  VERIFICATION_KINDS,
  VERIFICATION_LIMITS,
  type VerificationKind,
} from '@marketplace/domain';
import { HttpError } from '../errors';

/**
 * Short-lived download links to one verification file (issue 16): the owner or an admin asks
 * for one (`fileLink`), the browser opens it (`download`), without a session (an `<iframe>`
 * or a new tab). The token is the file and its expiry, signed with HMAC-SHA256; nothing is
 * stored.
 */

/**
 * The secret of development and tests. A deployed function refuses to sign or verify without
 * `VERIFICATION_LINK_SECRET`: with a public default anyone could open anyone's documents.
 */
export const DEV_VERIFICATION_LINK_SECRET = 'dev-verification-link-secret-not-for-production';

const deployed = (env: NodeJS.ProcessEnv) =>
  Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true';

export function verificationLinkSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.VERIFICATION_LINK_SECRET?.trim();
  if (secret) return secret;
  if (deployed(env)) {
    throw new HttpError(503, 'links_unavailable', 'Document links are not configured');
  }
  return DEV_VERIFICATION_LINK_SECRET;
}

export interface LinkedFile {
  uid: string;
  kind: VerificationKind;
  fileId: string;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `base64url(uid/kind/fileId/expiresAtMs).base64url(HMAC-SHA256 of it)`. */
export function signDownloadToken(
  file: LinkedFile,
  expiresAt: Date,
  secret: string = verificationLinkSecret(),
): string {
  const payload = [file.uid, file.kind, file.fileId, expiresAt.getTime()].join('/');
  return `${Buffer.from(payload).toString('base64url')}.${signatureOf(payload, secret)}`;
}

/** The link the api answers for `file`, valid VERIFICATION_LIMITS.downloadLinkSeconds from `now`. */
export function downloadLink(file: LinkedFile, now: Date): { url: string; expiresAt: string } {
  const expiresAt = new Date(now.getTime() + VERIFICATION_LIMITS.downloadLinkSeconds * 1000);
  const token = signDownloadToken(file, expiresAt);
  return {
    url: `${VERIFICATION_API.download}?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

const altered = () =>
  new HttpError(403, VERIFICATION_ERRORS.linkExpired, 'This link is not valid; ask for a new one');
const expired = () =>
  new HttpError(410, VERIFICATION_ERRORS.linkExpired, 'This link has expired; ask for a new one');

/**
 * The file a token names, if its signature holds (constant-time) and it has not expired at
 * `now`: an altered or malformed token is a 403, an expired one a 410 (both `link_expired`).
 */
export function verifyDownloadToken(
  token: unknown,
  now: Date,
  secret: string = verificationLinkSecret(),
): LinkedFile {
  if (typeof token !== 'string' || token.length > 1024) throw altered();
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) throw altered();
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signatureOf(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw altered();
  const [uid, kind, fileId, expiresAtMs, ...extra] = payload.split('/');
  const valid =
    extra.length === 0 &&
    ID.test(uid ?? '') &&
    VERIFICATION_KINDS.includes(kind as VerificationKind) &&
    ID.test(fileId ?? '') &&
    /^\d+$/.test(expiresAtMs ?? '');
  if (!valid) throw altered();
  if (Number(expiresAtMs) <= now.getTime()) throw expired();
  return { uid: uid as string, kind: kind as VerificationKind, fileId: fileId as string };
}
