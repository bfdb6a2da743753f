import type { Firestore } from 'firebase-admin/firestore';
import {
  helpArticleIdSchema,
  helpArticleInputSchema,
  type HelpArticleDocument,
  type HelpArticleInput,
} from '../../domain/src';
import { SEED_PROVIDERS } from './data/providers';
import { seededReviews } from './reviews';

/**
 * The content the admin area manages (issue 16 §4): the help articles the support assistant
 * answers from (issue 17), in French and English, and the reviews shown on home as
 * testimonials (`featured`, set by an admin through the api).
 */

/** Published articles answer the questions customers and providers ask most; one is a draft. */
export const SEED_HELP_ARTICLES: Record<string, HelpArticleInput> = {
  'creer-compte-prestataire': {
    question: {
      fr: 'Comment créer un compte prestataire ?',
      en: 'How do I create a provider account?',
    },
    answer: {
      fr: "Créez d'abord un compte (Inscription) et confirmez votre adresse e-mail avec le lien reçu. Ouvrez ensuite « Devenir prestataire » : choisissez de 1 à 5 catégories, décrivez votre activité, ajoutez vos services avec leur prix en FCFA (forfait, à l'heure, à la journée ou sur devis), vos horaires et au moins un moyen de contact. Votre profil apparaît aussitôt dans la recherche ; faites-le vérifier depuis « Vérification » (menu de votre compte) pour obtenir le badge Vérifié.",
      en: 'First create an account (Sign up) and confirm your email address with the link you receive. Then open "Become a provider": choose 1 to 5 categories, describe your business, add your services with their price in FCFA (fixed, per hour, per day or on quote), your opening hours and at least one way to contact you. Your profile appears in search at once; have it verified from "Verification" (your account menu) to earn the Verified badge.',
    },
    keywords: ['prestataire', 'provider', 'inscription', 'sign up', 'compte', 'account', 'profil'],
    published: true,
  },
  'paiement-mobile-money': {
    question: {
      fr: 'Comment payer avec le Mobile Money ?',
      en: 'How do I pay with mobile money?',
    },
    answer: {
      fr: "Au moment de payer, choisissez Orange Money, MTN Mobile Money, Wave ou Moov Money, puis saisissez votre numéro. Vous recevez une demande de confirmation sur votre téléphone (ou un code à usage unique) : validez-la dans les 5 minutes avec votre code secret. Le montant affiché sur votre téléphone est celui qui sera débité. Si le paiement échoue ou expire, rien n'est débité et vous pouvez réessayer ; un même paiement n'est jamais débité deux fois. Vous pouvez aussi payer par carte, par virement ou en espèces au prestataire.",
      en: 'When paying, choose Orange Money, MTN Mobile Money, Wave or Moov Money and enter your number. You receive a confirmation request on your phone (or a one-time code): approve it within 5 minutes with your PIN. The amount shown on your phone is the amount debited. If the payment fails or expires, nothing is debited and you can try again; the same payment is never charged twice. You can also pay by card, by bank transfer or in cash to the provider.',
    },
    keywords: [
      'paiement',
      'payment',
      'mobile money',
      'orange money',
      'mtn',
      'wave',
      'moov',
      'payer',
      'pay',
    ],
    published: true,
  },
  'prix-et-frais': {
    question: {
      fr: 'Quels sont les prix et les frais ?',
      en: 'What are the prices and fees?',
    },
    answer: {
      fr: "Chaque prestataire fixe ses prix en FCFA : un forfait, un tarif à l'heure ou à la journée, ou un prix sur devis. La plateforme ajoute des frais de service de 2 % du prix, plafonnés à 5 000 FCFA. Selon le moyen de paiement, l'opérateur (Mobile Money, carte, banque) peut prendre ses propres frais ; le calculateur de transaction vous montre le total avant de payer. Le paiement en espèces n'a pas de frais d'opérateur.",
      en: 'Each provider sets their prices in FCFA: a fixed price, an hourly or daily rate, or a price on quote. The platform adds a service fee of 2% of the price, capped at 5,000 FCFA. Depending on the payment method, the operator (mobile money, card, bank) may charge its own fees; the transaction calculator shows you the total before you pay. Cash has no operator fee.',
    },
    keywords: ['prix', 'price', 'frais', 'fees', 'tarif', 'fcfa', 'commission', 'coût', 'cost'],
    published: true,
  },
  'reserver-un-service': {
    question: { fr: 'Comment réserver un service ?', en: 'How do I book a service?' },
    answer: {
      fr: "Sur la page d'un prestataire, choisissez un service puis une date et une heure parmi ses disponibilités. Votre réservation est « en attente » jusqu'à ce que le prestataire la confirme ; vous êtes notifié à chaque étape. Retrouvez toutes vos réservations dans « Mes réservations », où vous pouvez aussi payer, changer la date ou écrire au prestataire.",
      en: 'On a provider\'s page, choose a service, then a date and time among their available slots. Your booking is "pending" until the provider confirms it; you are notified at each step. Find all your bookings in "My bookings", where you can also pay, change the date or message the provider.',
    },
    keywords: ['réservation', 'booking', 'réserver', 'book', 'rendez-vous', 'appointment'],
    published: true,
  },
  'annuler-une-reservation': {
    question: {
      fr: 'Comment annuler ou déplacer une réservation ?',
      en: 'How do I cancel or reschedule a booking?',
    },
    answer: {
      fr: "Dans « Mes réservations », ouvrez la réservation : tant qu'elle est en attente ou confirmée, vous pouvez l'annuler en indiquant un motif, ou choisir une autre date (elle redevient alors en attente de confirmation). Le prestataire peut aussi annuler avec un motif. Une prestation terminée ne s'annule plus : en cas de problème, signalez-le dans les 48 heures qui suivent sa fin.",
      en: 'In "My bookings", open the booking: while it is pending or confirmed you can cancel it with a reason, or pick another date (it then waits for confirmation again). The provider may also cancel with a reason. A completed booking can no longer be cancelled: if something went wrong, report a problem within 48 hours of its end.',
    },
    keywords: ['annuler', 'cancel', 'annulation', 'cancellation', 'déplacer', 'reschedule'],
    published: true,
  },
  'demander-un-devis': {
    question: {
      fr: 'Comment demander et comparer des devis ?',
      en: 'How do I request and compare quotes?',
    },
    answer: {
      fr: "Ouvrez « Demande de devis », décrivez le travail, l'urgence, le lieu et, si vous le souhaitez, votre budget. La demande part vers le prestataire choisi, ou vers 5 prestataires au plus de la catégorie, proches de chez vous. Comparez les devis reçus dans « Mes devis et commandes » et acceptez celui qui vous convient : les autres sont déclinés et un contrat est préparé, à signer par vous deux. Sans devis accepté, une demande expire après 14 jours.",
      en: 'Open "Request a quote" and describe the job, its urgency, the place and, if you wish, your budget. The request goes to the provider you chose, or to at most 5 providers of the category near you. Compare the quotes you receive in "My quotes and orders" and accept the one you prefer: the others are declined and a contract is drafted for both of you to sign. Without an accepted quote, a request expires after 14 days.',
    },
    keywords: ['devis', 'quote', 'quotation', 'comparer', 'compare', 'contrat', 'contract'],
    published: true,
  },
  'verification-prestataire': {
    question: {
      fr: 'Comment faire vérifier mon profil de prestataire ?',
      en: 'How do I get my provider profile verified?',
    },
    answer: {
      fr: "Depuis « Vérification » (menu de votre compte), envoyez votre pièce d'identité (recto et verso) et votre licence professionnelle ou un diplôme : PDF, JPEG, PNG ou WebP, 10 Mo au plus par fichier et 3 fichiers par document. Notre équipe examine chaque document ; dès que l'identité et un document professionnel sont approuvés, votre profil affiche le badge Vérifié avec sa date. Un document refusé peut être renvoyé. Vous pouvez aussi faire vérifier un extrait de casier judiciaire de moins de 3 mois : la mention « Casier judiciaire vérifié » reste 12 mois. Vos documents ne sont jamais montrés aux clients.",
      en: 'From "Verification" (your account menu), send your identity document (front and back) and your professional licence or a diploma: PDF, JPEG, PNG or WebP, at most 10 MB per file and 3 files per document. Our team reviews each document; once your identity and one professional document are approved, your profile shows the Verified badge with its date. A rejected document can be sent again. You can also have a criminal-record extract under 3 months old checked: "Criminal record checked" stays for 12 months. Your documents are never shown to customers.',
    },
    keywords: [
      'vérification',
      'verification',
      'vérifié',
      'verified',
      'badge',
      'documents',
      'casier judiciaire',
      'criminal record',
    ],
    published: true,
  },
  'laisser-un-avis': {
    question: { fr: 'Comment laisser un avis ?', en: 'How do I leave a review?' },
    answer: {
      fr: 'Après une prestation terminée, ouvrez-la dans « Mes réservations » et donnez une note de 1 à 5 avec un commentaire, dans les 30 jours. Vous pouvez le modifier pendant 48 heures.',
      en: 'After a completed booking, open it in "My bookings" and give a rating from 1 to 5 with a comment, within 30 days. You can edit it for 48 hours.',
    },
    keywords: ['avis', 'review', 'note', 'rating'],
    // A draft: admins see it in the content area; the assistant does not use it yet.
    published: false,
  },
};

/** The seeded reviews shown on home: the demo provider's and a cleaner's best ones. */
export function featuredReviewIds(): string[] {
  return ['seed-provider-01', 'seed-provider-04'].map((providerId) => {
    const seed = SEED_PROVIDERS.find((provider) => provider.id === providerId);
    const best = seed && seededReviews(seed).find(({ review }) => review.rating === 5);
    if (!best) throw new Error(`${providerId} has no five-star review to feature`);
    return best.bookingId;
  });
}

/** Help articles as the api stores them (checked with its own schema), and the testimonials. */
export async function seedContent(db: Firestore, now = new Date()): Promise<number> {
  const writer = db.bulkWriter();
  for (const [id, article] of Object.entries(SEED_HELP_ARTICLES)) {
    const data: HelpArticleDocument = {
      ...helpArticleInputSchema.parse(article),
      updatedAt: now,
    };
    writer.set(db.doc(`helpArticles/${helpArticleIdSchema.parse(id)}`), data);
  }
  // After the catalogue, which writes the reviews.
  const featured = featuredReviewIds();
  for (const id of featured) writer.update(db.doc(`reviews/${id}`), { featured: true });
  await writer.close();
  return Object.keys(SEED_HELP_ARTICLES).length + featured.length;
}
