import {
  missingForBadge,
  VERIFICATION_KINDS,
  type DocumentStatus,
  type VerificationKind,
  type VerificationView,
} from '@marketplace/domain';
import type { VerificationRequest } from './steps';

const iso = (at: Date) => at.toISOString();

/**
 * What the api shows of one provider's verification (their page and the admin viewer): the
 * documents in VERIFICATION_KINDS order, without storage paths or reviewer ids. `uid` without
 * a request yet: nothing uploaded.
 */
export function verificationView(
  uid: string,
  request: VerificationRequest | undefined,
): VerificationView {
  const documents = VERIFICATION_KINDS.flatMap((kind) => {
    const document = request?.documents[kind];
    return document ? [document] : [];
  });
  const statuses = Object.fromEntries(
    documents.map((document) => [document.kind, document.status]),
  ) as Partial<Record<VerificationKind, DocumentStatus>>;
  return {
    uid,
    displayName: request?.displayName ?? '',
    level: request?.level ?? 'unverified',
    missing: missingForBadge(statuses),
    verifiedAt: request?.verifiedAt ? iso(request.verifiedAt) : null,
    documents: documents.map((document) => ({
      kind: document.kind,
      status: document.status,
      files: document.files.map((file) => ({
        id: file.id,
        contentType: file.contentType,
        size: file.size,
        name: file.name,
        uploadedAt: iso(file.uploadedAt),
      })),
      submittedAt: iso(document.submittedAt),
      decidedAt: document.decidedAt ? iso(document.decidedAt) : null,
      reason: document.reason,
      reasonText: document.reasonText,
      issuedOn: document.issuedOn,
      validUntil: document.validUntil,
    })),
  };
}
