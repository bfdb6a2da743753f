import {
  criminalRecordValidUntil,
  documentTransition,
  isoDay,
  VERIFICATION_ERRORS,
  VERIFICATION_KINDS,
  verificationLevel,
  type DocumentAction,
  type DocumentStatus,
  type ProviderVerificationFields,
  type RejectionReason,
  type VerificationActor,
  type VerificationAuditDocument,
  type VerificationDocument,
  type VerificationFile,
  type VerificationKind,
  type VerificationRequestDocument,
} from '@marketplace/domain';
import { HttpError } from '../errors';

/**
 * One verification step (issue 16, DESIGN §3 "Verification"), as a pure function of the
 * request as it stands: the next request, its audit line and the provider's public fields.
 * The transaction around it (apply.ts) reads and writes; everything decided is decided here.
 */

export type VerificationRequest = VerificationRequestDocument<Date>;

export interface StepInput {
  kind: VerificationKind;
  action: DocumentAction;
  actor: VerificationActor;
  /** The admin's uid, the provider's for an upload, null for the timer. */
  actorId: string | null;
  /** An upload's files and fields. */
  files?: VerificationFile<Date>[];
  issuedOn?: string | null;
  validUntil?: string | null;
  /** A rejection's. */
  reason?: RejectionReason | null;
  reasonText?: string | null;
}

export interface StepResult {
  request: VerificationRequest;
  audit: VerificationAuditDocument<Date>;
  provider: ProviderVerificationFields;
  from: DocumentStatus | 'missing';
  /** Files the step replaced: to delete once it is saved. */
  replacedFiles: VerificationFile<Date>[];
}

export const documentNotFound = (kind: VerificationKind) =>
  new HttpError(404, VERIFICATION_ERRORS.documentNotFound, `No ${kind} document was uploaded`);

export const invalidTransition = (action: DocumentAction, from: DocumentStatus | 'missing') =>
  new HttpError(409, VERIFICATION_ERRORS.invalidTransition, `Cannot ${action} a ${from} document`);

/** The document after `input`'s step into `to` (the step itself is already allowed). */
function nextDocument(
  current: VerificationDocument<Date> | undefined,
  input: StepInput,
  to: DocumentStatus,
  now: Date,
): VerificationDocument<Date> {
  if (input.action === 'upload' || !current) {
    return {
      kind: input.kind,
      status: to,
      files: input.files ?? [],
      submittedAt: now,
      decidedAt: null,
      reviewerId: null,
      reason: null,
      reasonText: null,
      issuedOn: input.kind === 'criminal_record' ? (input.issuedOn ?? null) : null,
      validUntil: input.kind === 'identity' ? (input.validUntil ?? null) : null,
    };
  }
  switch (input.action) {
    case 'open':
      return { ...current, status: to, decidedAt: now, reviewerId: input.actorId };
    case 'approve':
      return {
        ...current,
        status: to,
        decidedAt: now,
        reviewerId: input.actorId,
        reason: null,
        reasonText: null,
        // A checked record lasts 12 months from the check; an identity document its own expiry.
        validUntil:
          input.kind === 'criminal_record'
            ? criminalRecordValidUntil(isoDay(now))
            : current.validUntil,
      };
    case 'reject':
      return {
        ...current,
        status: to,
        decidedAt: now,
        reviewerId: input.actorId,
        reason: input.reason ?? null,
        reasonText: input.reasonText || null,
      };
    case 'lapse':
      return { ...current, status: to };
  }
}

/** What the queue and the badge read from the documents (written with every step). */
export function derivedFields(
  documents: VerificationRequest['documents'],
  previousVerifiedAt: Date | null,
  now: Date,
): Pick<VerificationRequest, 'level' | 'waitingSince' | 'waitingKinds' | 'verifiedAt'> {
  const statuses = Object.fromEntries(
    Object.values(documents).map((document) => [document.kind, document.status]),
  ) as Partial<Record<VerificationKind, DocumentStatus>>;
  const level = verificationLevel(statuses);
  const waiting = VERIFICATION_KINDS.flatMap((kind) => {
    const document = documents[kind];
    return document && (document.status === 'pending' || document.status === 'in_progress')
      ? [document]
      : [];
  });
  const oldest = Math.min(...waiting.map((document) => document.submittedAt.getTime()));
  return {
    level,
    waitingSince: waiting.length > 0 ? new Date(oldest) : null,
    waitingKinds: waiting.map((document) => document.kind),
    // The badge's date is kept while the badge is; earned again, it is a new date.
    verifiedAt: level === 'verified' ? (previousVerifiedAt ?? now) : null,
  };
}

/** `providers/{uid}`'s verification fields for a request (ISO days, UTC). */
export function providerVerificationFields(
  request: Pick<VerificationRequest, 'level' | 'verifiedAt' | 'documents'>,
  now: Date,
): ProviderVerificationFields {
  const record = request.documents.criminal_record;
  const recordValid =
    record?.status === 'approved' &&
    record.decidedAt !== null &&
    (record.validUntil === null || isoDay(now) < record.validUntil);
  return {
    verified: request.level === 'verified',
    verificationStatus: request.level,
    verifiedOn: request.verifiedAt ? isoDay(request.verifiedAt) : null,
    criminalRecordCheckedOn: recordValid && record.decidedAt ? isoDay(record.decidedAt) : null,
  };
}

/**
 * Applies one step to the request of `uid` (undefined: none yet), through `documentTransition`:
 * a step on a kind never uploaded is a 404 `document_not_found`, a step its state does not
 * allow a 409 `invalid_transition`.
 */
export function applyStep(
  current: VerificationRequest | undefined,
  owner: { uid: string; displayName: string },
  input: StepInput,
  now: Date,
): StepResult {
  const document = current?.documents[input.kind];
  const from: DocumentStatus | 'missing' = document?.status ?? 'missing';
  if (from === 'missing' && input.action !== 'upload') throw documentNotFound(input.kind);
  const to = documentTransition(from, input.action, input.actor);
  if (!to) throw invalidTransition(input.action, from);

  const next = nextDocument(document, input, to, now);
  const documents = { ...current?.documents, [input.kind]: next };
  const derived = derivedFields(documents, current?.verifiedAt ?? null, now);
  const request: VerificationRequest = {
    uid: owner.uid,
    displayName: owner.displayName || current?.displayName || '',
    documents,
    ...derived,
    updatedAt: now,
  };
  const kept = new Set(next.files.map((file) => file.id));
  return {
    request,
    from,
    audit: {
      uid: owner.uid,
      kind: input.kind,
      action: input.action,
      actor: input.actor,
      actorId: input.actorId,
      from,
      to,
      reason: next.status === 'rejected' ? next.reason : null,
      reasonText: next.status === 'rejected' ? next.reasonText : null,
      at: now,
    },
    provider: providerVerificationFields(request, now),
    replacedFiles: (document?.files ?? []).filter((file) => !kept.has(file.id)),
  };
}
