import type { PaymentFailureReason, PaymentStatus } from '@marketplace/domain';
import type { HostedMethod } from './form';

/**
 * The hosted page's words, French first. The page is served by the function (not the SPA), so
 * it carries its own texts instead of the web's i18next resources.
 */
export type HostedLang = 'fr' | 'en';

interface HostedTexts {
  htmlTitle: string;
  tagline: string;
  merchant: string;
  merchantName: string;
  price: string;
  fees: string;
  total: string;
  chooseMethod: string;
  methods: Record<HostedMethod, string>;
  country: string;
  phone: string;
  phoneHint: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHolder: string;
  cardHint: string;
  pay: string;
  secured: string;
  sandbox: string;
  waitingTitle: string;
  approveOnPhone: string;
  countdown: (seconds: number) => string;
  processing: string;
  codeLabel: string;
  codeSubmit: string;
  phoneScreen: string;
  challengeTitle: string;
  challengeText: string;
  approve: string;
  refuse: string;
  autoRefresh: string;
  back: string;
  settled: Partial<Record<PaymentStatus, string>>;
  errorTitle: string;
  errors: Record<string, string>;
  reasons: Record<PaymentFailureReason, string>;
  fields: { phone: string; card: string; code: string; method: string };
}

const fr: HostedTexts = {
  htmlTitle: 'Anka Pay : paiement sécurisé',
  tagline: 'Paiement sécurisé en Afrique de l’Ouest',
  merchant: 'Marchand',
  merchantName: 'Services Afrique (démo)',
  price: 'Montant',
  fees: 'Frais',
  total: 'Total à payer',
  chooseMethod: 'Choisissez votre moyen de paiement',
  methods: {
    orange_money: 'Orange Money',
    mtn_momo: 'MTN Mobile Money',
    wave: 'Wave',
    card: 'Carte bancaire',
  },
  country: 'Pays',
  phone: 'Numéro de téléphone (mobile money)',
  phoneHint:
    'Numéros de test : finissant par 01 accepté, 02 solde insuffisant, 03 sans réponse, 04 refusé.',
  cardNumber: 'Numéro de carte',
  cardExpiry: 'Expiration (MM/AA)',
  cardCvc: 'CVC',
  cardHolder: 'Titulaire de la carte',
  cardHint: 'Cartes de test : 4242 4242 4242 4242 acceptée, 4000 0000 0000 3220 avec 3-D Secure.',
  pay: 'Payer',
  secured: 'Paiement chiffré et sécurisé par Anka Pay',
  sandbox: 'Environnement de test : aucun argent réel ne circule.',
  waitingTitle: 'Paiement en cours',
  approveOnPhone: 'Validez sur votre téléphone',
  countdown: (seconds) =>
    `Temps restant : ${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`,
  processing: 'Nous attendons la réponse de l’opérateur…',
  codeLabel: 'Code reçu par SMS (6 chiffres)',
  codeSubmit: 'Valider le code',
  phoneScreen: 'Écran de votre téléphone (simulé)',
  challengeTitle: 'Vérification 3-D Secure de votre banque',
  challengeText: 'Votre banque vous demande de confirmer ce paiement.',
  approve: 'Confirmer',
  refuse: 'Refuser',
  autoRefresh: 'Cette page s’actualise toutes les 2 secondes.',
  back: 'Retour au marchand',
  settled: {
    success: 'Paiement réussi. Retour au marchand…',
    failed: 'Paiement échoué. Retour au marchand…',
    expired: 'Paiement expiré. Retour au marchand…',
  },
  errorTitle: 'Paiement impossible',
  errors: {
    session_not_found: 'Cette session de paiement n’existe pas.',
    session_expired: 'Cette session de paiement a expiré. Recommencez depuis le site du marchand.',
    invalid_request: 'Vérifiez les champs du formulaire.',
    forbidden_origin: 'Requête refusée : elle ne vient pas de cette page.',
    amount_mismatch: 'Le montant a changé. Recommencez depuis le site du marchand.',
    idempotency_conflict: 'Ce paiement a déjà été envoyé avec d’autres informations.',
    invalid_card: 'Numéro de carte invalide.',
    card_expired: 'Cette carte a expiré.',
    invalid_phone: 'Ce numéro n’est pas un numéro de cet opérateur dans ce pays.',
    method_unavailable: 'Ce moyen de paiement n’est pas proposé dans ce pays.',
    not_awaiting: 'Ce paiement n’attend plus de réponse.',
    internal: 'Une erreur est survenue. Réessayez dans un instant.',
  },
  reasons: {
    insufficient_balance: 'solde insuffisant',
    wrong_code: 'code erroné',
    timeout: 'délai dépassé',
    declined: 'refusé',
    challenge_failed: 'vérification 3-D Secure refusée',
    amount_mismatch: 'montant incorrect',
    cancelled: 'annulé par le payeur',
  },
  fields: {
    phone: 'Saisissez un numéro de cet opérateur (ex. 05 00 00 00 01 pour MTN en Côte d’Ivoire).',
    card: 'Saisissez un numéro de carte valide, une date MM/AA à venir, un CVC à 3 chiffres et le titulaire.',
    code: 'Le code a 6 chiffres.',
    method: 'Choisissez un moyen de paiement.',
  },
};

const en: HostedTexts = {
  htmlTitle: 'Anka Pay: secure payment',
  tagline: 'Secure payments across West Africa',
  merchant: 'Merchant',
  merchantName: 'Services Afrique (demo)',
  price: 'Amount',
  fees: 'Fees',
  total: 'Total to pay',
  chooseMethod: 'Choose how to pay',
  methods: {
    orange_money: 'Orange Money',
    mtn_momo: 'MTN Mobile Money',
    wave: 'Wave',
    card: 'Bank card',
  },
  country: 'Country',
  phone: 'Phone number (mobile money)',
  phoneHint:
    'Test numbers: ending in 01 approved, 02 insufficient balance, 03 no answer, 04 declined.',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'CVC',
  cardHolder: 'Cardholder',
  cardHint: 'Test cards: 4242 4242 4242 4242 approved, 4000 0000 0000 3220 with 3-D Secure.',
  pay: 'Pay',
  secured: 'Encrypted and secured by Anka Pay',
  sandbox: 'Test environment: no real money moves.',
  waitingTitle: 'Payment in progress',
  approveOnPhone: 'Approve on your phone',
  countdown: (seconds) =>
    `Time left: ${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`,
  processing: 'Waiting for the operator’s answer…',
  codeLabel: 'Code received by SMS (6 digits)',
  codeSubmit: 'Submit the code',
  phoneScreen: 'Your phone’s screen (simulated)',
  challengeTitle: 'Your bank’s 3-D Secure check',
  challengeText: 'Your bank asks you to confirm this payment.',
  approve: 'Approve',
  refuse: 'Refuse',
  autoRefresh: 'This page refreshes every 2 seconds.',
  back: 'Back to the merchant',
  settled: {
    success: 'Payment successful. Returning to the merchant…',
    failed: 'Payment failed. Returning to the merchant…',
    expired: 'Payment expired. Returning to the merchant…',
  },
  errorTitle: 'Payment not possible',
  errors: {
    session_not_found: 'This payment session does not exist.',
    session_expired: 'This payment session has expired. Start again from the merchant’s site.',
    invalid_request: 'Check the form’s fields.',
    forbidden_origin: 'Request refused: it did not come from this page.',
    amount_mismatch: 'The amount changed. Start again from the merchant’s site.',
    idempotency_conflict: 'This payment was already sent with other details.',
    invalid_card: 'Invalid card number.',
    card_expired: 'This card has expired.',
    invalid_phone: 'This is not a number of this operator in this country.',
    method_unavailable: 'This payment method is not offered in this country.',
    not_awaiting: 'This payment no longer waits for an answer.',
    internal: 'Something went wrong. Try again in a moment.',
  },
  reasons: {
    insufficient_balance: 'insufficient balance',
    wrong_code: 'wrong code',
    timeout: 'timed out',
    declined: 'declined',
    challenge_failed: '3-D Secure check refused',
    amount_mismatch: 'wrong amount',
    cancelled: 'cancelled by the payer',
  },
  fields: {
    phone: 'Enter a number of this operator (e.g. 05 00 00 00 01 for MTN in Ivory Coast).',
    card: 'Enter a valid card number, a future MM/YY expiry, a 3-digit CVC and the cardholder.',
    code: 'The code has 6 digits.',
    method: 'Choose a payment method.',
  },
};

export const HOSTED_TEXTS: Record<HostedLang, HostedTexts> = { fr, en };

/** A translated error message; unknown codes read as the generic one. */
export function errorText(lang: HostedLang, code: string): string {
  const errors = HOSTED_TEXTS[lang].errors;
  return errors[code] ?? errors.internal ?? code;
}
