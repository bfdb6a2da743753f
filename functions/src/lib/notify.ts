import {
  COUNTRY_TIME_ZONES,
  DEFAULT_LANGUAGE,
  DEFAULT_USER_SETTINGS,
  LANGUAGES,
  MARKETING_KINDS,
  OUTBOX_COLLECTIONS,
  PUSH_KINDS,
  appUrlOf,
  renderMail,
  renderNotification,
  renderSms,
  type CountryCode,
  type Language,
  type MailDocument,
  type NotificationDocument,
  type NotificationKind,
  type NotificationParams,
  type SmsDocument,
  type UserSettings,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { sendPush, type PushMessage } from './push';
import { appUrl } from './siteUrl';

/** One notification to write (issue 14): see `notify`. */
export interface NotifyRequest<K extends NotificationKind = NotificationKind> {
  uid: string;
  kind: K;
  params: NotificationParams[K];
  /**
   * The item's id, made from the event, e.g. `booking_confirmation-{bookingId}-{confirmedAtMs}`
   * (letters, digits, `_` and `-`): the same event always writes the same item, once.
   */
  id: string;
  /** The event's instant: the item's `createdAt`. */
  at: Date;
}

/** What `notify` takes from its surroundings; tests replace them. */
export interface NotifyOptions {
  /** Kinds mailed only with `marketingEmails` (default MARKETING_KINDS, empty today). */
  marketingKinds?: readonly NotificationKind[];
  /** The web app's origin for mail and push links (default `appUrl()`). */
  appUrl?: string;
  /** Sends web push (default `sendPush`, FCM). */
  push?: (db: Firestore, uid: string, message: PushMessage) => Promise<unknown>;
}

type Data = Record<string, unknown> | undefined;


/** The recipient's saved language, else French. */
export function recipientLanguage(user: Data): Language {
  const language = user?.language;
  return LANGUAGES.includes(language as Language) ? (language as Language) : DEFAULT_LANGUAGE;
}

/** The user's settings, each missing or malformed one taken from a new account's defaults. */
export function recipientSettings(user: Data): UserSettings {
  const saved = (typeof user?.settings === 'object' && user.settings) || {};
  const settings = { ...DEFAULT_USER_SETTINGS };
  for (const key of Object.keys(settings) as (keyof UserSettings)[]) {
    const value = (saved as Record<string, unknown>)[key];
    if (typeof value === typeof settings[key]) Object.assign(settings, { [key]: value });
  }
  return settings;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Where the outboxes send a notification of `kind`: the email when the user wants email
 * notifications (and, for a marketing kind, marketing emails) and has an address; the phone
 * (spaces removed) when they want SMS and have one. Null: nothing to write.
 */
export function outboxTargets(
  user: Data,
  kind: NotificationKind,
  marketingKinds: readonly NotificationKind[] = MARKETING_KINDS,
): { email: string | null; phone: string | null } {
  const settings = recipientSettings(user);
  const mailable =
    settings.emailNotifications && (!marketingKinds.includes(kind) || settings.marketingEmails);
  const email = text(user?.email);
  const phone = text(user?.phone).replace(/\s+/g, '');
  return {
    email: mailable && email ? email : null,
    phone: settings.smsNotifications && phone ? phone : null,
  };
}

/** The recipient's own zone (their country's), when known: instants are shown in it. */
function recipientTimeZone(user: Data): string | undefined {
  return COUNTRY_TIME_ZONES[user?.country as CountryCode];
}

/** Firestore refuses `undefined`; params are plain JSON (e.g. a title without `en`). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Writes `notifications/{uid}/items/{id}` in the recipient's language (users/{uid}.language,
 * else French), and, in the same transaction, its `mail/{uid}-{id}` when `emailNotifications`
 * (and, for a marketing kind, `marketingEmails`) and an email, and its `sms/{uid}-{id}` when
 * `smsNotifications` and a phone; nothing when the item exists already. Without a users
 * document: the item alone, in French. Then sends web push for PUSH_KINDS to the user's push
 * tokens (if any; never throws for push). Answers whether it wrote the item.
 */
export async function notify<K extends NotificationKind>(
  db: Firestore,
  request: NotifyRequest<K>,
  options: NotifyOptions = {},
): Promise<boolean> {
  const { uid, kind, id, at } = request;
  const params = plain(request.params);
  const origin = options.appUrl ?? appUrl();
  const itemRef = db.doc(`notifications/${uid}/items/${id}`);
  const mailRef = db.doc(`${OUTBOX_COLLECTIONS.mail}/${uid}-${id}`);
  const smsRef = db.doc(`${OUTBOX_COLLECTIONS.sms}/${uid}-${id}`);

  const written = await db.runTransaction(async (transaction) => {
    // The outbox documents too: they may outlive their item (an item deleted with its
    // feed), and a replayed event must then neither fail on them nor send them again.
    const [item, userSnap, mailSnap, smsSnap] = await transaction.getAll(
      itemRef,
      db.doc(`users/${uid}`),
      mailRef,
      smsRef,
    );
    if (item?.exists) return null;
    const user = userSnap?.data();
    const lang = recipientLanguage(user);
    const render = { timeZone: recipientTimeZone(user) };
    const rendered = renderNotification(kind, params, lang, render);
    const createdAt = Timestamp.fromDate(at);
    const document: NotificationDocument<Timestamp, K> = {
      kind,
      params,
      lang,
      ...rendered,
      read: false,
      createdAt,
    };
    transaction.create(itemRef, document);

    const { email, phone } = outboxTargets(user, kind, options.marketingKinds);
    if (email && !mailSnap?.exists) {
      const message = renderMail(kind, params, lang, {
        ...render,
        appUrl: origin,
        firstName: text(user?.firstName),
      });
      const mail: MailDocument<Timestamp> = { to: email, message, uid, kind, createdAt };
      transaction.create(mailRef, mail);
    }
    if (phone && !smsSnap?.exists) {
      const body = renderSms(kind, params, lang, { ...render, appUrl: origin });
      const sms: SmsDocument<Timestamp> = { to: phone, body, uid, kind, createdAt };
      transaction.create(smsRef, sms);
    }
    return { ...rendered, lang };
  });
  if (!written) return false;

  if ((PUSH_KINDS as readonly NotificationKind[]).includes(kind)) {
    const link = written.link ? appUrlOf(origin, written.link, written.lang) : null;
    try {
      await (options.push ?? sendPush)(db, uid, { title: written.title, body: written.body, link });
    } catch (error) {
      // sendPush never throws; an injected sender might: the item is written regardless.
      logger.error('Web push failed', { uid, id, error: String(error) });
    }
  }
  return true;
}
