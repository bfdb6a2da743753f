import {
  isoDay,
  VERIFICATION_ERRORS,
  VERIFICATION_VALIDATION,
  verificationUploadSchema,
  type VerificationKind,
  type VerificationUploadFields,
} from '@marketplace/domain';
import type { Request } from 'express';
import { adminDb } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { applyVerificationStep, type AppliedStep } from '../../lib/verification/apply';
import { deleteFiles, prepareFiles, storeFiles } from './files';
import { readFiles } from './multipart';

/**
 * The upload's text fields on `today` (UTC): a criminal record issued in the future or more
 * than 3 months ago is the spec's 400 `record_too_old`; any other mistake a 400
 * `invalid_request`.
 */
export function uploadFields(
  kind: VerificationKind,
  fields: Record<string, string | undefined>,
  today: string,
): VerificationUploadFields {
  const parsed = verificationUploadSchema(kind, today).safeParse(fields);
  if (parsed.success) return parsed.data;
  if (parsed.error.issues.some((issue) => issue.message === VERIFICATION_VALIDATION.recordTooOld)) {
    throw new HttpError(
      400,
      VERIFICATION_ERRORS.recordTooOld,
      'The criminal record extract must be issued within the last 3 months',
    );
  }
  throw parsed.error;
}

/**
 * An upload of `kind` by provider `uid` at `now`: reads and checks the whole form first
 * (count, sizes, types, fields), stores the files, then one transaction records them (a
 * document not open to a new upload is a 409 and its new files are deleted again); the files
 * it replaced are deleted last. Nothing half-written either way.
 */
export async function uploadDocument(
  req: Request,
  uid: string,
  kind: VerificationKind,
  now: Date,
): Promise<AppliedStep> {
  const form = await readFiles(req);
  const fields = uploadFields(kind, form.fields, isoDay(now));
  const prepared = await prepareFiles(uid, kind, form.files);
  await storeFiles(prepared);
  const paths = prepared.map((file) => file.record.path);
  let applied: AppliedStep;
  try {
    applied = await applyVerificationStep(
      adminDb(),
      uid,
      {
        kind,
        action: 'upload',
        actor: 'provider',
        actorId: uid,
        files: prepared.map((file) => ({ ...file.record, uploadedAt: now })),
        issuedOn: fields.issuedOn ?? null,
        validUntil: fields.validUntil ?? null,
      },
      now,
    );
  } catch (error) {
    await deleteFiles(paths);
    throw error;
  }
  await deleteFiles(applied.replacedFiles.map((file) => file.path));
  return applied;
}
