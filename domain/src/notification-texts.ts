import { dateTimeFormat } from './intl';
// The words of every notification (issue 14): the in-app item, the outbox mail and the SMS of
// each of the 11 kinds, in French and English. This is the ONLY place they are written: the
// functions render through it and store the result, so a text change needs no web release.
// Zod-free and Intl-only (dates), so that any package may import it.
import { zonedInstant, zonedParts } from './booking-time';
import { localize, type Language, type LocalizedText } from './i18n';
import { formatFCFA } from './money';
import type {
  AccountVerificationChange,
  NotificationKind,
  NotificationParams,
} from './notification-constants';
import type { RejectionReason, VerificationKind } from './verification-constants';

/** What the feed shows: `link` is a French app path (the web adds `/en`), or null. */
export interface RenderedNotification {
  title: string;
  body: string;
  link: string | null;
}

/** A `mail` outbox message (Firebase "Trigger Email" extension fields). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderOptions {
  /**
   * The recipient's own time zone (from their country), when known: a verification code's
   * expiry is shown in it, and a booking's time names the provider's zone only when the
   * recipient's clock would read otherwise.
   */
  timeZone?: string | undefined;
}

export interface MailOptions extends RenderOptions {
  /** The web app's origin, e.g. `https://example.web.app` (English links get `/en`). */
  appUrl: string;
  /** The recipient's first name, for the greeting. */
  firstName?: string | undefined;
}

/** The longest SMS body we write: two GSM segments. */
export const SMS_MAX_LENGTH = 320;

const BRAND: Record<Language, string> = { fr: 'Services Afrique', en: 'Services Africa' };
const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * Names of the spec's core categories, for a quote request without a service title. Other
 * categories live only in Firestore (`categories/{slug}`); their slug is shown instead.
 */
const CORE_CATEGORY_NAMES: Record<string, LocalizedText> = {
  plumbing: { fr: 'Plomberie', en: 'Plumbing' },
  electricity: { fr: 'Électricité', en: 'Electricity' },
  cleaning: { fr: 'Nettoyage', en: 'Cleaning' },
  informatique: { fr: 'Informatique', en: 'IT services' },
};

/** Payment methods by the names payers know them (issue 15 stores a code). */
const PAYMENT_METHODS: Record<string, LocalizedText> = {
  orange_money: { fr: 'Orange Money' },
  mtn_momo: { fr: 'MTN Mobile Money' },
  moov: { fr: 'Moov Money' },
  moov_money: { fr: 'Moov Money' },
  wave: { fr: 'Wave' },
  card: { fr: 'carte bancaire', en: 'card' },
  cash: { fr: 'espèces', en: 'cash' },
  transfer: { fr: 'virement bancaire', en: 'bank transfer' },
  bank_transfer: { fr: 'virement bancaire', en: 'bank transfer' },
};

/** "lundi 23 novembre 2026" / "Monday 23 November 2026" for a calendar day 'YYYY-MM-DD'. */
export function formatNotificationDay(day: string, lang: Language): string {
  // The day is a calendar date, not an instant: format it at noon UTC, in UTC.
  const parts = dateTimeFormat(LOCALES[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T12:00:00Z`));
  // Assembled from parts: ICU versions differ on the comma after an English weekday.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return (['weekday', 'day', 'month', 'year'] as const).map(part).join(' ');
}

/** "Douala" from "Africa/Douala", "Dar es Salaam" from "Africa/Dar_es_Salaam". */
function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/**
 * "lundi 23 novembre 2026 à 14:30" / "Monday 23 November 2026 at 14:30": `day` and `time` are
 * the wall clock of `timeZone`; its city is named when the recipient's own zone would read
 * another time (a customer booking in another country).
 */
export function formatNotificationDateTime(
  day: string,
  time: string,
  timeZone: string,
  lang: Language,
  recipientTimeZone?: string,
): string {
  const at = lang === 'fr' ? 'à' : 'at';
  const text = `${formatNotificationDay(day, lang)} ${at} ${time}`;
  if (!recipientTimeZone || recipientTimeZone === timeZone) return text;
  const theirs = zonedParts(zonedInstant(day, time, timeZone), recipientTimeZone);
  if (theirs.day === day && theirs.time === time) return text;
  const city = zoneCity(timeZone);
  return lang === 'fr' ? `${text} (heure de ${city})` : `${text} (${city} time)`;
}

/** "14:35" in the recipient's zone, else "14:35 UTC". */
function formatInstantTime(ms: number, timeZone: string | undefined): string {
  const { time } = zonedParts(ms, timeZone ?? 'UTC');
  return timeZone ? time : `${time} UTC`;
}

function categoryName(slug: string, lang: Language): string {
  const name = CORE_CATEGORY_NAMES[slug];
  return name ? localize(name, lang) : slug;
}

function paymentMethodName(method: string, lang: Language): string {
  const name = PAYMENT_METHODS[method];
  return name ? localize(name, lang) : method.replaceAll('_', ' ');
}

/** "a", "a et b", "a, b et c" / "a, b and c". */
function listOf(items: string[], lang: Language): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'fr' ? 'et' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const ACCOUNT_GROUPS: Record<'profile' | 'contact' | 'settings', LocalizedText> = {
  profile: { fr: 'profil', en: 'profile' },
  contact: { fr: 'coordonnées', en: 'contact details' },
  settings: { fr: 'paramètres', en: 'settings' },
};

/** A document "votre pièce d'identité" / "your identity document", and whether it is feminine. */
const VERIFICATION_DOCUMENTS: Record<
  VerificationKind,
  { fr: string; en: string; feminine: boolean }
> = {
  identity: { fr: "votre pièce d'identité", en: 'your identity document', feminine: true },
  licence: { fr: 'votre licence professionnelle', en: 'your professional licence', feminine: true },
  diploma: {
    fr: 'votre diplôme ou certification',
    en: 'your diploma or certification',
    feminine: false,
  },
  criminal_record: {
    fr: 'votre extrait de casier judiciaire',
    en: 'your criminal record extract',
    feminine: false,
  },
};

const REJECTION_REASON_TEXTS: Record<RejectionReason, LocalizedText> = {
  unreadable: { fr: 'document illisible', en: 'the document cannot be read' },
  expired_document: { fr: 'document expiré', en: 'the document has expired' },
  name_mismatch: { fr: 'le nom ne correspond pas', en: 'the name does not match' },
  wrong_document: { fr: 'ce n’est pas le document demandé', en: 'not the requested document' },
  incomplete: { fr: 'document incomplet', en: 'the document is incomplete' },
  other: { fr: 'autre', en: 'other' },
};

/** "Votre pièce d'identité" from "votre pièce d'identité". */
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The words of a verification step (issue 16): approved, rejected, lapsing soon, lapsed. */
function verificationWords(change: AccountVerificationChange, lang: Language): Words {
  const document = VERIFICATION_DOCUMENTS[change.kind];
  const day = change.validUntil ? formatNotificationDay(change.validUntil, lang) : null;
  const reason =
    change.reason === 'other' || !change.reason
      ? (change.reasonText ?? '')
      : `${localize(REJECTION_REASON_TEXTS[change.reason], lang)}${change.reasonText ? ` (${change.reasonText})` : ''}`;
  if (fr(lang)) {
    const e = document.feminine ? 'e' : '';
    const subject = capitalized(document.fr);
    const action = 'Voir ma vérification';
    switch (change.event) {
      case 'approved':
        return {
          title: 'Document approuvé',
          body: `${subject} a été approuvé${e}${day ? ` ; valable jusqu'au ${day}` : ''}.`,
          action,
        };
      case 'rejected':
        return {
          title: 'Document refusé',
          body: `${subject} a été refusé${e}${reason ? ` : ${reason}` : ''}. Vous pouvez envoyer un nouveau document.`,
          action,
        };
      case 'reminder':
        return {
          title: 'Document bientôt expiré',
          body: `${subject} expire le ${day ?? ''}. Envoyez-en un nouveau pour rester vérifié.`,
          action,
        };
      case 'expired':
        return {
          title: 'Document expiré',
          body: `${subject} a expiré${day ? ` le ${day}` : ''}. Envoyez-en un nouveau pour retrouver votre badge.`,
          action,
        };
    }
  }
  const subject = capitalized(document.en);
  const action = 'View my verification';
  switch (change.event) {
    case 'approved':
      return {
        title: 'Document approved',
        body: `${subject} was approved${day ? `; valid until ${day}` : ''}.`,
        action,
      };
    case 'rejected':
      return {
        title: 'Document rejected',
        body: `${subject} was rejected${reason ? `: ${reason}` : ''}. You can send a new document.`,
        action,
      };
    case 'reminder':
      return {
        title: 'Document expiring soon',
        body: `${subject} expires on ${day ?? ''}. Send a new one to stay verified.`,
        action,
      };
    case 'expired':
      return {
        title: 'Document expired',
        body: `${subject} expired${day ? ` on ${day}` : ''}. Send a new one to get your badge back.`,
        action,
      };
  }
}

/** The provider's page for the document: the criminal record has its own. */
const verificationLink = (change: AccountVerificationChange) =>
  change.kind === 'criminal_record'
    ? `/providers/${id(change.providerId)}/criminal-record`
    : '/provider-verification';

/** A kind's words in one language: the item's title and body, and the mail button's label. */
interface Words {
  title: string;
  body: string;
  action: string;
}

type Writer<K extends NotificationKind> = (
  params: NotificationParams[K],
  lang: Language,
  options: RenderOptions,
) => Words;

interface KindTexts<K extends NotificationKind> {
  words: Writer<K>;
  link: (params: NotificationParams[K]) => string | null;
}

const fr = (lang: Language) => lang === 'fr';
/** French puts a space before a colon; English does not. */
const colon = (lang: Language) => (fr(lang) ? ' : ' : ': ');
const id = (value: string) => encodeURIComponent(value);

const TEXTS: { [K in NotificationKind]: KindTexts<K> } = {
  booking_confirmation: {
    words: (p, lang, { timeZone }) => {
      const service = localize(p.serviceTitle, lang);
      const date = formatNotificationDateTime(p.day, p.time, p.timeZone, lang, timeZone);
      return fr(lang)
        ? {
            title: 'Réservation confirmée',
            body: `${p.providerName} a confirmé votre réservation « ${service} » du ${date}.`,
            action: 'Voir mes réservations',
          }
        : {
            title: 'Booking confirmed',
            body: `${p.providerName} confirmed your booking for ${service} on ${date}.`,
            action: 'View my bookings',
          };
    },
    link: () => '/my-bookings',
  },
  payment_confirmation: {
    words: (p, lang) => {
      const amount = formatFCFA(p.amountFCFA);
      const method = paymentMethodName(p.method, lang);
      return fr(lang)
        ? {
            title: 'Paiement reçu',
            body: `Votre paiement de ${amount} (${method}) a bien été reçu. Merci !`,
            action: 'Voir mes réservations',
          }
        : {
            title: 'Payment received',
            body: `Your payment of ${amount} (${method}) has been received. Thank you!`,
            action: 'View my bookings',
          };
    },
    link: () => '/my-bookings',
  },
  verification_code: {
    words: (p, lang, { timeZone }) => {
      const until = formatInstantTime(p.expiresAtMs, timeZone);
      return fr(lang)
        ? {
            title: 'Code de vérification',
            body: `Votre code de vérification est ${p.code}. Il est valable jusqu'à ${until}. Ne le communiquez à personne.`,
            action: '',
          }
        : {
            title: 'Verification code',
            body: `Your verification code is ${p.code}. It is valid until ${until}. Never share it with anyone.`,
            action: '',
          };
    },
    link: () => null,
  },
  quote_request: {
    words: (p, lang) => {
      const subject = p.serviceTitle
        ? localize(p.serviceTitle, lang)
        : categoryName(p.category, lang);
      const city = p.city.trim();
      return fr(lang)
        ? {
            title: 'Nouvelle demande de devis',
            body: `${p.customerName} vous demande un devis (${subject})${city ? ` à ${city}` : ''}.`,
            action: 'Voir la demande',
          }
        : {
            title: 'New quote request',
            body: `${p.customerName} is asking you for a quote (${subject})${city ? ` in ${city}` : ''}.`,
            action: 'View the request',
          };
    },
    link: () => '/provider-quotations',
  },
  new_message: {
    words: (p, lang) => {
      const excerpt = p.excerpt.trim();
      return fr(lang)
        ? {
            title: `Nouveau message de ${p.senderName}`,
            body: excerpt || `${p.senderName} vous a envoyé une pièce jointe.`,
            action: 'Lire le message',
          }
        : {
            title: `New message from ${p.senderName}`,
            body: excerpt || `${p.senderName} sent you an attachment.`,
            action: 'Read the message',
          };
    },
    link: (p) => `/messages/${id(p.conversationId)}`,
  },
  provider_response: {
    words: (p, lang) => {
      const total = formatFCFA(p.totalFCFA);
      return fr(lang)
        ? {
            title: 'Nouveau devis reçu',
            body: `${p.providerName} vous a envoyé un devis de ${total}.`,
            action: 'Voir le devis',
          }
        : {
            title: 'New quote received',
            body: `${p.providerName} sent you a quote for ${total}.`,
            action: 'View the quote',
          };
    },
    link: (p) => `/quotation-details/${id(p.quoteId)}`,
  },
  service_reminder: {
    words: (p, lang, { timeZone }) => {
      const service = localize(p.serviceTitle, lang);
      const date = formatNotificationDateTime(p.day, p.time, p.timeZone, lang, timeZone);
      return fr(lang)
        ? {
            title: 'Rappel de réservation',
            body: `Rappel : « ${service} » avec ${p.providerName}, le ${date}.`,
            action: 'Voir mes réservations',
          }
        : {
            title: 'Booking reminder',
            body: `Reminder: ${service} with ${p.providerName}, on ${date}.`,
            action: 'View my bookings',
          };
    },
    link: () => '/my-bookings',
  },
  payment_due: {
    words: (p, lang) => {
      const total = formatFCFA(p.totalFCFA);
      const day = formatNotificationDay(p.dueDay, lang);
      const service = p.serviceTitle ? localize(p.serviceTitle, lang) : null;
      return fr(lang)
        ? {
            title: 'Paiement à effectuer',
            body: `Le paiement de ${total} de votre contrat avec ${p.providerName}${service ? ` (« ${service} »)` : ''} est dû le ${day}.`,
            action: 'Voir le contrat',
          }
        : {
            title: 'Payment due',
            body: `The payment of ${total} for your contract with ${p.providerName}${service ? ` (${service})` : ''} is due on ${day}.`,
            action: 'View the contract',
          };
    },
    link: (p) => `/contracts/${id(p.contractId)}`,
  },
  account_updated: {
    words: (p, lang) => {
      if (p.verification) return verificationWords(p.verification, lang);
      const groups = listOf(
        [...new Set(p.changes)].map((group) => localize(ACCOUNT_GROUPS[group], lang)),
        lang,
      );
      return fr(lang)
        ? {
            title: 'Compte modifié',
            body: `${groups ? `Modifications enregistrées : ${groups}.` : 'Votre compte a été modifié.'} Si vous n'êtes pas à l'origine de ce changement, changez votre mot de passe.`,
            action: 'Voir mes paramètres',
          }
        : {
            title: 'Account updated',
            body: `${groups ? `Changes saved: ${groups}.` : 'Your account was changed.'} If you did not make this change, change your password.`,
            action: 'View my settings',
          };
    },
    link: (p) => (p.verification ? verificationLink(p.verification) : '/settings'),
  },
  service_completed: {
    words: (p, lang) => {
      const service = localize(p.serviceTitle, lang);
      const who = p.counterpartName;
      if (fr(lang)) {
        const how =
          p.completedBy === 'timer'
            ? ' (clôturée automatiquement)'
            : p.completedBy === 'admin'
              ? " (clôturée par l'équipe)"
              : '';
        return {
          title: 'Prestation terminée',
          body:
            p.recipient === 'customer' && p.completedBy === 'provider'
              ? `${who} a indiqué que la prestation « ${service} » est terminée.`
              : `La prestation « ${service} » avec ${who} est terminée${how}.`,
          action: 'Voir mes réservations',
        };
      }
      const how =
        p.completedBy === 'timer'
          ? ' (closed automatically)'
          : p.completedBy === 'admin'
            ? ' (closed by our team)'
            : '';
      return {
        title: 'Service completed',
        body:
          p.recipient === 'customer' && p.completedBy === 'provider'
            ? `${who} marked ${service} as completed.`
            : `${service} with ${who} is completed${how}.`,
        action: 'View my bookings',
      };
    },
    link: (p) => (p.recipient === 'provider' ? '/provider-bookings' : '/my-bookings'),
  },
  review_request: {
    words: (p, lang) => {
      const service = localize(p.serviceTitle, lang);
      return fr(lang)
        ? {
            title: 'Donnez votre avis',
            body: `Comment s'est passée la prestation « ${service} » avec ${p.providerName} ? Laissez un avis pour aider les autres clients.`,
            action: 'Donner mon avis',
          }
        : {
            title: 'Leave a review',
            body: `How did ${service} with ${p.providerName} go? Leave a review to help other customers.`,
            action: 'Leave a review',
          };
    },
    link: () => '/my-bookings',
  },
};

function wordsOf<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K],
  lang: Language,
  options: RenderOptions,
): Words {
  return (TEXTS[kind] as KindTexts<K>).words(params, lang, options);
}

function linkOf<K extends NotificationKind>(kind: K, params: NotificationParams[K]) {
  return (TEXTS[kind] as KindTexts<K>).link(params);
}

/** The in-app item's title, body and (French) link of a notification, in `lang`. */
export function renderNotification<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K],
  lang: Language,
  options: RenderOptions = {},
): RenderedNotification {
  const { title, body } = wordsOf(kind, params, lang, options);
  return { title, body, link: linkOf(kind, params) };
}

/** The absolute URL of an app path in `lang`: English paths get the `/en` prefix. */
export function appUrlOf(appUrl: string, path: string, lang: Language): string {
  const origin = appUrl.replace(/\/+$/, '');
  if (lang === 'fr') return `${origin}${path}`;
  return `${origin}/en${path === '/' ? '' : path}`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The mail of a notification: greeting, the item's body, a button to the app, a footer. */
export function renderMail<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K],
  lang: Language,
  options: MailOptions,
): RenderedMail {
  const words = wordsOf(kind, params, lang, options);
  const link = linkOf(kind, params);
  const url = link ? appUrlOf(options.appUrl, link, lang) : null;
  const settingsUrl = appUrlOf(options.appUrl, '/settings', lang);
  const name = options.firstName?.trim();
  const hello = fr(lang) ? `Bonjour${name ? ` ${name}` : ''},` : `Hello${name ? ` ${name}` : ''},`;
  const why = fr(lang)
    ? 'Vous recevez cet e-mail car les notifications par e-mail sont activées sur votre compte.'
    : 'You receive this email because email notifications are on for your account.';
  const manage = fr(lang) ? 'Gérer mes notifications' : 'Manage my notifications';
  const brand = BRAND[lang];

  const text = [
    hello,
    '',
    words.body,
    ...(url ? ['', `${words.action}${colon(lang)}${url}`] : []),
    '',
    '--',
    brand,
    why,
    `${manage}${colon(lang)}${settingsUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const button = url
    ? `<p style="margin:24px 0"><a href="${e(url)}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${e(words.action)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(words.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:#1565c0">${e(brand)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${e(words.title)}</h1>
<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${e(hello)}</p>
<p style="margin:0;font-size:16px;line-height:1.5">${e(words.body)}</p>
${button}
</div>
<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#52606d">${e(why)} <a href="${e(settingsUrl)}" style="color:#52606d">${e(manage)}</a></p>
</div>
</body>
</html>`;

  return { subject: `${words.title} – ${brand}`, text, html };
}

/**
 * The SMS of a notification: the brand, the title and the body, then the link when it fits;
 * at most SMS_MAX_LENGTH characters (a long message excerpt is cut with "…"). A verification
 * code has no link.
 */
export function renderSms<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K],
  lang: Language,
  options: Partial<MailOptions> = {},
): string {
  const words = wordsOf(kind, params, lang, options);
  const link = linkOf(kind, params);
  const text =
    kind === 'verification_code'
      ? `${BRAND[lang]}${colon(lang)}${words.body}`
      : `${BRAND[lang]}${colon(lang)}${words.title}. ${words.body}`;
  const url = link && options.appUrl ? ` ${appUrlOf(options.appUrl, link, lang)}` : '';
  if (text.length + url.length <= SMS_MAX_LENGTH) return `${text}${url}`;
  if (text.length <= SMS_MAX_LENGTH) return text;
  return `${text.slice(0, SMS_MAX_LENGTH - 1).trimEnd()}…`;
}
