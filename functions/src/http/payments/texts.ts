import { formatFCFA, type PayableMethod, type PaymentStatus } from '@marketplace/domain';

export type Lang = 'fr' | 'en';

/** Operators and card brands by the names payers know (`PaymentDocument.operator`). */
const OPERATORS: Record<string, Record<Lang, string>> = {
  orange_money: { fr: 'Orange Money', en: 'Orange Money' },
  mtn_momo: { fr: 'MTN Mobile Money', en: 'MTN Mobile Money' },
  moov_money: { fr: 'Moov Money', en: 'Moov Money' },
  wave: { fr: 'Wave', en: 'Wave' },
  visa: { fr: 'Visa', en: 'Visa' },
  mastercard: { fr: 'Mastercard', en: 'Mastercard' },
  card: { fr: 'Carte bancaire', en: 'Bank card' },
  cash: { fr: 'Espèces', en: 'Cash' },
  bank_transfer: { fr: 'Virement bancaire', en: 'Bank transfer' },
};

export const operatorName = (operator: string, lang: Lang) =>
  OPERATORS[operator]?.[lang] ?? operator;

/** The merchant's name on the phone's prompt and the receipt. */
export const MERCHANT: Record<Lang, string> = { fr: 'Services Afrique', en: 'Services Africa' };

interface PhoneScreenInput {
  method: PayableMethod;
  amountFCFA: number;
  reference: string;
}

/** The Orange SMS carrying the one-time code (the sandbox "sends" it to the payer's phone). */
export function oneTimeCodeMessage(input: PhoneScreenInput, code: string, lang: Lang): string {
  const amount = formatFCFA(input.amountFCFA);
  return lang === 'fr'
    ? `Orange Money : votre code de paiement est ${code}. Il autorise le paiement de ${amount} à ${MERCHANT.fr} (réf. ${input.reference}) et expire dans 5 minutes. Ne le communiquez à personne.`
    : `Orange Money: your payment code is ${code}. It authorises the payment of ${amount} to ${MERCHANT.en} (ref. ${input.reference}) and expires in 5 minutes. Do not share it.`;
}

/** The operator's prompt on the payer's phone (MTN, Moov: a PIN prompt; Wave: the app). */
export function approvalPrompt(input: PhoneScreenInput, lang: Lang): string {
  const amount = formatFCFA(input.amountFCFA);
  const operator = operatorName(input.method, lang);
  if (input.method === 'wave') {
    return lang === 'fr'
      ? `Wave : confirmez dans l’application le paiement de ${amount} à ${MERCHANT.fr} (réf. ${input.reference}).`
      : `Wave: confirm in the app the payment of ${amount} to ${MERCHANT.en} (ref. ${input.reference}).`;
  }
  return lang === 'fr'
    ? `${operator} : ${MERCHANT.fr} demande un paiement de ${amount} (réf. ${input.reference}). Entrez votre code PIN pour valider, ou ignorez ce message pour refuser.`
    : `${operator}: ${MERCHANT.en} requests a payment of ${amount} (ref. ${input.reference}). Enter your PIN to approve, or ignore this message to refuse.`;
}

const STATUS_NAMES: Record<PaymentStatus, Record<Lang, string>> = {
  pending: { fr: 'En attente', en: 'Pending' },
  awaiting_customer: { fr: 'En attente du payeur', en: 'Awaiting the payer' },
  challenge: { fr: 'Vérification 3-D Secure', en: '3-D Secure check' },
  success: { fr: 'Payé', en: 'Paid' },
  failed: { fr: 'Échoué', en: 'Failed' },
  expired: { fr: 'Expiré', en: 'Expired' },
};

export const statusName = (status: PaymentStatus, lang: Lang) => STATUS_NAMES[status][lang];

/** The receipt's labels. */
export const RECEIPT_LABELS = {
  fr: {
    title: 'Reçu de paiement',
    reference: 'Référence',
    date: 'Date',
    payer: 'Payeur',
    description: 'Objet',
    operator: 'Moyen de paiement',
    price: 'Montant',
    fees: 'Frais',
    total: 'Total payé',
    status: 'Statut',
    footer: 'Paiement simulé (bac à sable) : aucun argent réel n’a été débité.',
    visitor: 'Visiteur',
  },
  en: {
    title: 'Payment receipt',
    reference: 'Reference',
    date: 'Date',
    payer: 'Payer',
    description: 'Description',
    operator: 'Payment method',
    price: 'Amount',
    fees: 'Fees',
    total: 'Total paid',
    status: 'Status',
    footer: 'Simulated payment (sandbox): no real money was charged.',
    visitor: 'Visitor',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The receipt's file name: `recu-PAY-….pdf` / `receipt-PAY-….pdf`. */
export const receiptFileName = (reference: string, lang: Lang) =>
  `${lang === 'fr' ? 'recu' : 'receipt'}-${reference}.pdf`;
