import {
  VERIFICATION_FILE_TYPES,
  VERIFICATION_LIMITS,
  type DocumentStatus,
} from '@marketplace/domain';

/** For `<input type="file" accept>`. */
export const VERIFICATION_ACCEPT = VERIFICATION_FILE_TYPES.join(',');

const EXTENSION = /\.(pdf|jpe?g|png|webp)$/i;

/** What is wrong with a choice of files (the keys of `errors.*`), and the file concerned. */
export type FileProblem =
  | { problem: 'noFiles' | 'tooManyFiles' }
  | { problem: 'invalidFileType' | 'fileTooLarge'; name: string };

/**
 * The api's rules (it sniffs the bytes; this spares a doomed upload): 1 to 3 files, each a PDF,
 * JPEG, PNG or WebP by its declared type (or, when the browser declares none, its extension),
 * not empty, of at most 10 MB. The files sent replace the document's, so only they count.
 */
export function precheckFiles(files: readonly File[]): FileProblem | null {
  if (files.length === 0) return { problem: 'noFiles' };
  if (files.length > VERIFICATION_LIMITS.maxFilesPerKind) return { problem: 'tooManyFiles' };
  for (const file of files) {
    const typeOk = file.type
      ? (VERIFICATION_FILE_TYPES as readonly string[]).includes(file.type)
      : EXTENSION.test(file.name);
    if (!typeOk || file.size === 0) return { problem: 'invalidFileType', name: file.name };
    if (file.size > VERIFICATION_LIMITS.maxFileBytes) {
      return { problem: 'fileTooLarge', name: file.name };
    }
  }
  return null;
}

/**
 * Whether the provider may send files for a document in this state (DOCUMENT_TRANSITIONS'
 * provider uploads): a first upload, or a replacement while pending, rejected or expired.
 */
export const canUpload = (status: DocumentStatus | undefined) =>
  status === undefined || status === 'pending' || status === 'rejected' || status === 'expired';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's UTC day, the calendar the api checks dates on. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** Whole days from `today` to `day` (negative when past). */
export const daysUntil = (day: string, today: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** An approved document lapsing within the reminder window (VERIFICATION_LIMITS). */
export const lapsesSoon = (validUntil: string | null, today: string) =>
  validUntil !== null &&
  daysUntil(validUntil, today) >= 0 &&
  daysUntil(validUntil, today) <= VERIFICATION_LIMITS.reminderDaysBefore;
