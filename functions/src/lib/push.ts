import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import {
  getMessaging,
  type BatchResponse,
  type MulticastMessage,
} from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';

/** What a web push shows: the notification's title and body; a click opens `link`. */
export interface PushMessage {
  title: string;
  body: string;
  /** An absolute https URL of the app (FCM requires one), or null for no click target. */
  link: string | null;
}

/** The part of FCM we use (a fake in tests). */
export interface PushClient {
  sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse>;
}

/** The newest tokens we push to: one user's browsers, a handful in practice. */
export const MAX_PUSH_TOKENS = 10;

/** FCM's answers meaning the token will never work again: its document is deleted. */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

// The same lazily initialised default app as lib/admin.ts.
const defaultMessaging = (): PushClient => getMessaging(getApps()[0] ?? initializeApp());

/**
 * Sends `message` as web push to the user's registered browsers (`users/{uid}/pushTokens`, ids
 * are FCM tokens, at most MAX_PUSH_TOKENS, newest first) and deletes the tokens FCM reports
 * dead. Push is a courtesy on top of the stored notification: every failure is logged, never
 * thrown, and a user without tokens (anyone under the emulators) costs one query. Answers how
 * many browsers accepted it.
 */
export async function sendPush(
  db: Firestore,
  uid: string,
  message: PushMessage,
  client: () => PushClient = defaultMessaging,
): Promise<number> {
  try {
    const tokensRef = db.collection(`users/${uid}/pushTokens`);
    const tokens = await tokensRef.orderBy('createdAt', 'desc').limit(MAX_PUSH_TOKENS).get();
    if (tokens.empty) return 0;
    const ids = tokens.docs.map((doc) => doc.id);
    const { title, body, link } = message;
    const result = await client().sendEachForMulticast({
      tokens: ids,
      webpush: {
        notification: { title, body },
        ...(link ? { fcmOptions: { link } } : {}),
      },
    });
    const dead: string[] = [];
    result.responses.forEach((response, index) => {
      const code = response.error?.code;
      if (response.success || !code) return;
      if (DEAD_TOKEN_CODES.has(code)) dead.push(ids[index] as string);
      else logger.warn('Web push failed for one token', { uid, code });
    });
    if (dead.length) {
      const batch = db.batch();
      for (const token of dead) batch.delete(tokensRef.doc(token));
      await batch.commit();
    }
    return result.successCount;
  } catch (error) {
    logger.error('Web push failed', { uid, error: String(error) });
    return 0;
  }
}
