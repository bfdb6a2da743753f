import type {
  VerificationAuditLine,
  VerificationDecisionBody,
  VerificationKind,
  VerificationPage,
  VerificationView,
} from '@marketplace/domain';

/** One page of a list the api pages with a cursor (`next` null on the last page). */
export type Page<T> = VerificationPage<T>;

/** One line of a provider's audit log as the api sends it (dates as ISO strings). */
export type AuditEntry = VerificationAuditLine;

/** One document of the view. */
export type ViewDocument = VerificationView['documents'][number];
export type ViewFile = ViewDocument['files'][number];

/** An admin's decision on a document, as `decide` takes it. */
export type Decision = VerificationDecisionBody;

/** The queue a page shows: every waiting provider, or those with a criminal record waiting. */
export type QueueKind = Extract<VerificationKind, 'criminal_record'> | null;
