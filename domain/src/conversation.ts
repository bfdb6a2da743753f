import { z } from 'zod';
import { VALIDATION } from './constants';
import {
  ATTACHMENT_CONTENT_TYPES,
  CONVERSATION_SUBJECT_KINDS,
  MESSAGE_LIMITS,
} from './conversation-constants';
import { documentIdSchema, photoIdSchema } from './quote';

/**
 * Conversations (issue 14): the api's body and the message a client writes, checked by the
 * composer before writing and mirrored by `firestore.rules`. Messages are i18n keys.
 */

/**
 * `POST /api/conversations`: open (or find) the thread about `subject` with the other party.
 * `providerId` names the responding provider of a quote (`quote` only); for `provider`, the
 * subject's id is the provider.
 */
export const startConversationSchema = z
  .object({
    subject: z.object({
      kind: z.enum(CONVERSATION_SUBJECT_KINDS),
      id: documentIdSchema,
    }),
    providerId: documentIdSchema.optional(),
  })
  .refine((body) => body.subject.kind !== 'quote' || body.providerId !== undefined, {
    message: VALIDATION.required,
    path: ['providerId'],
  });
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const messageAttachmentSchema = z.object({
  id: photoIdSchema,
  name: z.string().trim().min(1).max(200),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  size: z.number().int().positive().max(MESSAGE_LIMITS.attachmentBytes),
});

/**
 * What the composer sends: at most 2,000 characters after trimming, at most 5 attachments,
 * and never nothing (an empty or whitespace-only message with no attachment is refused).
 */
export const messageDraftSchema = z
  .object({
    text: z.string().trim().max(MESSAGE_LIMITS.text, VALIDATION.tooLong),
    attachments: z
      .array(messageAttachmentSchema)
      .max(MESSAGE_LIMITS.attachments, VALIDATION.tooMany)
      .default([]),
  })
  .refine((draft) => draft.text.length > 0 || draft.attachments.length > 0, {
    message: VALIDATION.required,
    path: ['text'],
  });
export type MessageDraft = z.infer<typeof messageDraftSchema>;
