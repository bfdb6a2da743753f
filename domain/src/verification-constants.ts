// Provider verification (issue 16, spec §3 and §4, DESIGN §3 "Verification"): the documents, their
// states, who moves them, the limits of the files, the data model and the api. zod-free.

/** The documents a provider submits; the first three make the verified badge. */
export const VERIFICATION_KINDS = ['identity', 'licence', 'diploma', 'criminal_record'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** Identity plus one of these, approved, make a provider `verified`. */
export const PROFESSIONAL_KINDS = ['licence', 'diploma'] as const satisfies VerificationKind[];

/**
 * A document's state. `pending`: uploaded, waiting; `in_progress`: an admin opened it;
 * `approved` / `rejected` (with a reason; the provider may upload again); `expired`: an approved
 * document lapsed (a criminal record 12 months after its check, an identity document on its
 * expiry date; the provider may upload again).
 */
export const DOCUMENT_STATUSES = [
  'pending',
  'in_progress',
  'approved',
  'rejected',
  'expired',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export type VerificationActor = 'provider' | 'admin' | 'timer';

/**
 * Every move of a document, state × actor → next. `upload` from nothing (a first upload) is
 * `missing → pending`. Nothing else moves: an approved document is only replaced once expired.
 */
export const DOCUMENT_TRANSITIONS: readonly {
  from: DocumentStatus | 'missing';
  action: 'upload' | 'open' | 'approve' | 'reject' | 'lapse';
  actor: VerificationActor;
  to: DocumentStatus;
}[] = [
  { from: 'missing', action: 'upload', actor: 'provider', to: 'pending' },
  // A pending document not yet opened may be replaced (a wrong file sent).
  { from: 'pending', action: 'upload', actor: 'provider', to: 'pending' },
  { from: 'rejected', action: 'upload', actor: 'provider', to: 'pending' },
  { from: 'expired', action: 'upload', actor: 'provider', to: 'pending' },
  { from: 'pending', action: 'open', actor: 'admin', to: 'in_progress' },
  { from: 'pending', action: 'approve', actor: 'admin', to: 'approved' },
  { from: 'pending', action: 'reject', actor: 'admin', to: 'rejected' },
  { from: 'in_progress', action: 'approve', actor: 'admin', to: 'approved' },
  { from: 'in_progress', action: 'reject', actor: 'admin', to: 'rejected' },
  { from: 'approved', action: 'lapse', actor: 'timer', to: 'expired' },
];

export type DocumentAction = (typeof DOCUMENT_TRANSITIONS)[number]['action'];

/** The state `action` by `actor` leads to from `from`, or null when it is not allowed. */
export function documentTransition(
  from: DocumentStatus | 'missing',
  action: DocumentAction,
  actor: VerificationActor,
): DocumentStatus | null {
  const found = DOCUMENT_TRANSITIONS.find(
    (step) => step.from === from && step.action === action && step.actor === actor,
  );
  return found?.to ?? null;
}

/**
 * A provider's overall level (spec §4: verified, in progress, unverified), also written on
 * `providers/{uid}.verificationStatus`: `verified` with identity and one professional document
 * approved; `in_progress` when something waits for an admin; `unverified` otherwise.
 */
export const VERIFICATION_LEVELS = ['unverified', 'in_progress', 'verified'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/** The level of a set of documents' states (a missing kind is absent). */
export function verificationLevel(
  statuses: Partial<Record<VerificationKind, DocumentStatus>>,
): VerificationLevel {
  const approved = (kind: VerificationKind) => statuses[kind] === 'approved';
  if (approved('identity') && PROFESSIONAL_KINDS.some(approved)) return 'verified';
  const waiting = (['identity', ...PROFESSIONAL_KINDS] as const).some(
    (kind) => statuses[kind] === 'pending' || statuses[kind] === 'in_progress',
  );
  return waiting ? 'in_progress' : 'unverified';
}

/** What the provider still has to do for the badge: the kinds missing, rejected or expired. */
export function missingForBadge(
  statuses: Partial<Record<VerificationKind, DocumentStatus>>,
): ('identity' | 'professional')[] {
  const usable = (kind: VerificationKind) =>
    statuses[kind] !== undefined && statuses[kind] !== 'rejected' && statuses[kind] !== 'expired';
  const missing: ('identity' | 'professional')[] = [];
  if (!usable('identity')) missing.push('identity');
  if (!PROFESSIONAL_KINDS.some(usable)) missing.push('professional');
  return missing;
}

export const VERIFICATION_LIMITS = {
  /** Per file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Per kind (an identity document's front and back are two). */
  maxFilesPerKind: 3,
  /** A criminal-record extract is accepted when issued at most this many months ago. */
  criminalRecordMaxAgeMonths: 3,
  /** A checked criminal record lapses this many months after the check. */
  criminalRecordValidMonths: 12,
  /** The provider is reminded this many days before a document lapses. */
  reminderDaysBefore: 30,
  /** A download link lasts this long. */
  downloadLinkSeconds: 300,
  /** The admin queue's page. */
  queuePageSize: 20,
  /** A rejection's free text. */
  reasonMaxLength: 500,
} as const;

/** The types accepted, sniffed from the bytes (never from the name or the browser's word). */
export const VERIFICATION_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type VerificationFileType = (typeof VERIFICATION_FILE_TYPES)[number];

/** Rejection reasons offered in a list; `other` needs the free text. */
export const REJECTION_REASONS = [
  'unreadable',
  'expired_document',
  'name_mismatch',
  'wrong_document',
  'incomplete',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** One stored file of a document (the bytes live in storage at `path`, never in Firestore). */
export interface VerificationFile<T = Date> {
  id: string;
  /** `verification/{uid}/{kind}/{fileId}`: read only through the api. */
  path: string;
  contentType: VerificationFileType;
  size: number;
  /** The name the provider's device gave it (shown to admins), at most 120 characters. */
  name: string;
  uploadedAt: T;
}

/** One kind's document as it stands. */
export interface VerificationDocument<T = Date> {
  kind: VerificationKind;
  status: DocumentStatus;
  files: VerificationFile<T>[];
  submittedAt: T;
  /** When an admin opened, approved or rejected it (null before). */
  decidedAt: T | null;
  reviewerId: string | null;
  reason: RejectionReason | null;
  reasonText: string | null;
  /** The criminal record's issue date (YYYY-MM-DD); null for other kinds. */
  issuedOn: string | null;
  /** When an approved document lapses (YYYY-MM-DD): criminal record +12 months, identity's expiry. */
  validUntil: string | null;
}

/**
 * `verificationRequests/{uid}`: written by functions only; read by its owner and admins.
 * `waitingSince` orders the admin queue (oldest first) and is null when nothing waits;
 * `waitingKinds` lists the kinds an admin has to look at (the criminal-records queue filters on
 * it with `array-contains`).
 */
export interface VerificationRequestDocument<T = Date> {
  uid: string;
  displayName: string;
  level: VerificationLevel;
  documents: Partial<Record<VerificationKind, VerificationDocument<T>>>;
  waitingSince: T | null;
  waitingKinds: VerificationKind[];
  verifiedAt: T | null;
  updatedAt: T;
}

/**
 * `verificationAudit/{id}`: one line per step, appended by functions and never changed; read by
 * admins, and by the provider for their own lines (`uid`).
 */
export interface VerificationAuditDocument<T = Date> {
  uid: string;
  kind: VerificationKind;
  action: DocumentAction;
  actor: VerificationActor;
  /** The admin's uid for an admin's step; the provider's for an upload; null for the timer. */
  actorId: string | null;
  from: DocumentStatus | 'missing';
  to: DocumentStatus;
  reason: RejectionReason | null;
  reasonText: string | null;
  at: T;
}

/**
 * What `providers/{uid}` carries for the public (functions only): `verified`,
 * `verificationStatus`, and these dates (ISO days).
 */
export interface ProviderVerificationFields {
  verified: boolean;
  verificationStatus: VerificationLevel;
  /** When the badge was earned (null without it). */
  verifiedOn: string | null;
  /** The last criminal-record check, while it is valid (null otherwise): shown on the page. */
  criminalRecordCheckedOn: string | null;
}

/** The api's view of one provider's verification (the owner's page and the admin viewer). */
export interface VerificationView {
  uid: string;
  displayName: string;
  level: VerificationLevel;
  missing: ('identity' | 'professional')[];
  verifiedAt: string | null;
  documents: {
    kind: VerificationKind;
    status: DocumentStatus;
    files: {
      id: string;
      contentType: VerificationFileType;
      size: number;
      name: string;
      uploadedAt: string;
    }[];
    submittedAt: string;
    decidedAt: string | null;
    reason: RejectionReason | null;
    reasonText: string | null;
    issuedOn: string | null;
    validUntil: string | null;
  }[];
}

/** One row of the admin queue. */
export interface VerificationQueueItem {
  uid: string;
  displayName: string;
  waitingKinds: VerificationKind[];
  waitingSince: string;
}

export const VERIFICATION_API = {
  /** GET → VerificationView of the signed-in provider. */
  mine: '/api/verification',
  /**
   * POST multipart (`files`: 1–3 files; `issuedOn` for a criminal record, `validUntil` optional
   * for identity) → 201 VerificationView. Replaces the kind's files when pending, rejected or
   * expired.
   */
  upload: (kind: VerificationKind) => `/api/verification/documents/${kind}`,
  /** POST {} → {url, expiresAt}: a short-lived link to one file (owner or admin). */
  fileLink: (uid: string, kind: VerificationKind, fileId: string) =>
    `/api/verification/${uid}/documents/${kind}/files/${fileId}/link`,
  /** GET ?token= → the bytes (inline), while the token is valid. */
  download: '/api/verification/download',
  /** GET ?kind=&after= (admins) → {items: VerificationQueueItem[], next: string|null}. */
  queue: '/api/admin/verification/queue',
  /** GET (admins) → VerificationView of `uid`. */
  request: (uid: string) => `/api/admin/verification/${uid}`,
  /** POST {} (admins): pending → in_progress. */
  open: (uid: string, kind: VerificationKind) =>
    `/api/admin/verification/${uid}/documents/${kind}/open`,
  /** POST {decision: 'approve'|'reject', reason?, reasonText?} (admins) → VerificationView. */
  decide: (uid: string, kind: VerificationKind) =>
    `/api/admin/verification/${uid}/documents/${kind}/decision`,
  /** GET ?after= (admins; the provider for their own) → {items, next}: the audit log, newest first. */
  audit: (uid: string) => `/api/verification/${uid}/audit`,
} as const;

export const VERIFICATION_ERRORS = {
  fileTooLarge: 'file_too_large',
  invalidFileType: 'invalid_file_type',
  tooManyFiles: 'too_many_files',
  /** A criminal-record extract issued more than 3 months ago (or in the future). */
  recordTooOld: 'record_too_old',
  /** The document's state does not allow the step (e.g. approving an approved one). */
  invalidTransition: 'invalid_transition',
  /** No such document (a decision on a kind never uploaded). */
  documentNotFound: 'document_not_found',
  /** A download link whose token expired or was altered. */
  linkExpired: 'link_expired',
} as const;
