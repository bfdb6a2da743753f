import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_FIELD,
  ATTACHMENT_UPLOAD_TYPES,
  CONVERSATION_ERRORS,
  MESSAGE_LIMITS,
  photoIdSchema,
  type MessageAttachment,
} from '@marketplace/domain';
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { newRandomId } from '../../lib/ids';
import type { Session } from '../../lib/session';
import { getFileStore, type StoredFile } from '../../lib/storage';
import { readSingleFile } from '../profile/multipart';
import { sniffFileType } from '../profile/sniff';
import { reencodePhoto } from '../quotes/photos';
import {
  conversationRef,
  isAdmin,
  isParticipant,
  notAParticipant,
  notFound,
  requireVerifiedEmail,
  type StoredConversation,
} from './shared';

/** Every attachment of a conversation lives in its folder; only its participants read it. */
export const attachmentPath = (conversationId: string, attachmentId: string) =>
  `conversation-attachments/${conversationId}/${attachmentId}`;

type AttachmentType = MessageAttachment['contentType'];

const EXTENSIONS: Record<AttachmentType, string> = {
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The name a reader sees: the uploaded file's own name without any folder a browser may have
 * sent, control characters or surrounding spaces, at most 200 characters; the id when nothing
 * is left.
 */
export function attachmentName(
  uploaded: string,
  contentType: AttachmentType,
  attachmentId: string,
): string {
  const base = uploaded.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200)
    .trim();
  return clean || `${attachmentId}.${EXTENSIONS[contentType]}`;
}

/** The conversation, for one of its participants: 404 unknown, 403 anyone else. */
async function participantConversation(
  db: Firestore,
  conversationId: string,
  uid: string,
): Promise<StoredConversation> {
  const conversation = (await conversationRef(db, conversationId).get()).data() as
    StoredConversation | undefined;
  if (!conversation) throw notFound();
  if (!isParticipant(conversation, uid)) {
    throw notAParticipant('You are not a participant of this conversation');
  }
  return conversation;
}

const invalidType = () =>
  new HttpError(
    415,
    CONVERSATION_ERRORS.invalidFileType,
    'Invalid file type: JPEG, PNG, WebP or PDF only',
  );

/**
 * `POST /api/conversations/{id}/attachments`: one file in `file`, at most 5 MB, told by its
 * bytes: an image (JPEG, PNG, WebP) is re-encoded to a clean WebP like a job photo (no EXIF,
 * no trailing bytes), a PDF is kept as sent. Stored under the conversation; answers the
 * `MessageAttachment` the sender's message will list.
 */
export async function storeAttachment(
  db: Firestore,
  req: Request,
  conversationId: string,
  uid: string,
): Promise<MessageAttachment> {
  await participantConversation(db, conversationId, uid);
  await requireVerifiedEmail(uid);
  const file = await readSingleFile(req, {
    field: ATTACHMENT_FIELD,
    maxBytes: MESSAGE_LIMITS.attachmentBytes,
    maxLabel: '5 MB',
  });
  const type = sniffFileType(file.bytes);
  if (!type || !(ATTACHMENT_UPLOAD_TYPES as readonly string[]).includes(type)) {
    throw invalidType();
  }
  const contentType: AttachmentType = type === 'application/pdf' ? type : 'image/webp';
  const bytes = contentType === 'image/webp' ? await reencodePhoto(file.bytes) : file.bytes;
  const id = newRandomId();
  await getFileStore().write(attachmentPath(conversationId, id), bytes, contentType);
  return {
    id,
    name: attachmentName(file.filename, contentType, id),
    contentType,
    size: bytes.length,
  };
}

const isAttachmentType = (value: string): value is AttachmentType =>
  (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(value);

/**
 * An attachment's bytes, for the conversation's participants and admins; anything else (an
 * unknown conversation or attachment, a stranger) is the same 404, so nobody learns that a
 * conversation exists.
 */
export async function readAttachment(
  db: Firestore,
  conversationId: string,
  attachmentId: string,
  session: Session,
): Promise<StoredFile & { contentType: AttachmentType }> {
  const missing = () => notFound('attachment');
  if (!photoIdSchema.safeParse(attachmentId).success) throw missing();
  const conversation = (await conversationRef(db, conversationId).get()).data() as
    StoredConversation | undefined;
  if (!conversation || !(isParticipant(conversation, session.uid) || isAdmin(session))) {
    throw missing();
  }
  const file = await getFileStore().read(attachmentPath(conversationId, attachmentId));
  if (!file || !isAttachmentType(file.contentType)) throw missing();
  return { bytes: file.bytes, contentType: file.contentType };
}

/**
 * How the browser should treat it: an image shows inline; a PDF is downloaded (never rendered
 * in our origin), under a name made of its id alone, which needs no escaping.
 */
export function contentDisposition(contentType: AttachmentType, attachmentId: string): string {
  return contentType === 'application/pdf'
    ? `attachment; filename="${attachmentId}.${EXTENSIONS[contentType]}"`
    : 'inline';
}
