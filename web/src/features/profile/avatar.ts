/** The API's avatar rules (functions/src/http/profile), checked here first to spare the upload. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For `<input type="file" accept>`. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
export const AVATAR_ENDPOINT = '/api/profile/avatar';

const AVATAR_EXTENSION = /\.(jpe?g|png|webp)$/i;

export type AvatarErrorCode =
  | 'file_too_large'
  | 'invalid_file_type'
  | 'too_many_files'
  | 'unauthenticated'
  | 'network'
  | 'failed'
  | 'remove_failed';

/** The profile namespace's message for each failure (spec §5, §8). */
export const AVATAR_ERROR_KEYS: Record<AvatarErrorCode, string> = {
  file_too_large: 'avatar.errors.fileTooLarge',
  invalid_file_type: 'avatar.errors.invalidFileType',
  too_many_files: 'avatar.errors.tooManyFiles',
  unauthenticated: 'avatar.errors.signedOut',
  network: 'avatar.errors.network',
  failed: 'avatar.errors.failed',
  remove_failed: 'avatar.errors.removeFailed',
};

export class AvatarUploadError extends Error {
  constructor(readonly code: AvatarErrorCode) {
    super(`Avatar upload failed: ${code}`);
  }
}

/**
 * Checks the chosen files before sending them: one image, JPEG/PNG/WebP by its declared type
 * (or, when the browser declares none, its extension), at most 2 MB. The server sniffs the
 * real type from the bytes anyway.
 */
export function precheckAvatar(files: readonly File[]): AvatarErrorCode | null {
  if (files.length > 1) return 'too_many_files';
  const [file] = files;
  if (!file) return null;
  const typeOk = file.type
    ? (AVATAR_TYPES as readonly string[]).includes(file.type)
    : AVATAR_EXTENSION.test(file.name);
  if (!typeOk || file.size === 0) return 'invalid_file_type';
  if (file.size > MAX_AVATAR_BYTES) return 'file_too_large';
  return null;
}

const SERVER_CODES: Partial<Record<string, AvatarErrorCode>> = {
  file_too_large: 'file_too_large',
  invalid_file_type: 'invalid_file_type',
  too_many_files: 'too_many_files',
  unauthenticated: 'unauthenticated',
};

/** The failure of an error response: its `{error:{code}}`, else what its status means. */
export function avatarErrorOf(status: number, body: unknown): AvatarErrorCode {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  const known = typeof code === 'string' ? SERVER_CODES[code] : undefined;
  if (known) return known;
  if (status === 413) return 'file_too_large';
  if (status === 415) return 'invalid_file_type';
  if (status === 401) return 'unauthenticated';
  return 'failed';
}

/** Sends the photo; resolves with the new `profileImageUrl` or throws an AvatarUploadError. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('avatar', file);
  let response: Response;
  try {
    response = await fetch(AVATAR_ENDPOINT, { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new AvatarUploadError('network');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new AvatarUploadError(avatarErrorOf(response.status, payload));
  const url = (payload as { profileImageUrl?: unknown } | null)?.profileImageUrl;
  if (typeof url !== 'string' || !url) throw new AvatarUploadError('failed');
  return url;
}

/** Deletes the signed-in user's photo (every stored version); throws an AvatarUploadError. */
export async function removeAvatar(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(AVATAR_ENDPOINT, { method: 'DELETE', credentials: 'include' });
  } catch {
    throw new AvatarUploadError('network');
  }
  if (response.ok) return;
  throw new AvatarUploadError(response.status === 401 ? 'unauthenticated' : 'remove_failed');
}
