import { ATTACHMENT_UPLOAD_TYPES, MESSAGE_LIMITS } from '@marketplace/domain';

/** For `<input type="file" accept>`: the images and PDFs the api takes. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_UPLOAD_TYPES.join(',');

const ATTACHMENT_EXTENSION = /\.(jpe?g|png|webp|pdf)$/i;

export type AttachmentProblem = 'tooManyFiles' | 'invalidFileType' | 'fileTooLarge';

/**
 * Checks chosen files before uploading them (the api checks the bytes again): with the
 * `kept` attachments at most 5, each a JPEG/PNG/WebP image or a PDF by its declared type (or,
 * when the browser declares none, its extension), not empty, of at most 5 MB.
 */
export function precheckAttachments(
  files: readonly File[],
  kept: number,
): AttachmentProblem | null {
  if (kept + files.length > MESSAGE_LIMITS.attachments) return 'tooManyFiles';
  for (const file of files) {
    const typeOk = file.type
      ? (ATTACHMENT_UPLOAD_TYPES as readonly string[]).includes(file.type)
      : ATTACHMENT_EXTENSION.test(file.name);
    if (!typeOk || file.size === 0) return 'invalidFileType';
    if (file.size > MESSAGE_LIMITS.attachmentBytes) return 'fileTooLarge';
  }
  return null;
}
