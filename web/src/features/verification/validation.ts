import {
  VERIFICATION_VALIDATION,
  verificationUploadSchema,
  type VerificationKind,
  type VerificationUploadFields,
} from '@marketplace/domain';
import { addIssues, type FieldError, type FieldErrors } from '../../shared/forms/fieldErrors';
import { VERIFICATION_NS } from './namespace';

/**
 * The upload form's date fields, checked with the api's own schema. Loaded with a dynamic
 * `import()` when a form is sent, so that zod stays out of the page's first load. Messages are
 * i18n keys with their namespace: the common `validation.*`, or this feature's
 * `errors.recordTooOld` (the text of the api's `record_too_old`).
 */
export function checkUploadFields(
  kind: VerificationKind,
  fields: VerificationUploadFields,
  today: string,
): FieldErrors<keyof VerificationUploadFields> {
  const result = verificationUploadSchema(kind, today).safeParse(fields);
  const errors: FieldErrors = {};
  if (!result.success) {
    addIssues(errors, '', result.error.issues, (issue): FieldError => ({
      key:
        issue.message === VERIFICATION_VALIDATION.recordTooOld
          ? `${VERIFICATION_NS}:errors.recordTooOld`
          : `common:${issue.message}`,
    }));
  }
  return errors;
}
