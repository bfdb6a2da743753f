import {
  CONTACT,
  COUNTRY_NAMES,
  formatFCFA,
  type CountryCode,
  type SupportLanguage,
} from '@marketplace/domain';

/**
 * Everything the local assistant writes itself, in French and English (the help passages it
 * quotes live in the help articles). One place, like the notification texts, so that the two
 * languages stay side by side.
 */

/** A place an intent names: a known city (canonical spelling) or one of the 12 countries. */
export type IntentPlace = { kind: 'city'; name: string } | { kind: 'country'; code: CountryCode };

/** The units a price range is given for (`quote` services have no price). */
export type PricedUnit = 'fixed' | 'hour' | 'day';

export interface PriceRange {
  unit: PricedUnit;
  min: number;
  max: number;
}

/** "en Côte d'Ivoire", "au Cameroun": French puts a country's article in its preposition. */
const FRENCH_COUNTRY_IN: Record<CountryCode, 'en' | 'au'> = {
  CI: 'en',
  SN: 'au',
  CM: 'au',
  NG: 'au',
  GH: 'au',
  KE: 'au',
  TZ: 'en',
  ZA: 'en',
  MA: 'au',
  DZ: 'en',
  TN: 'en',
  EG: 'en',
};

/** The place as the search's `location` reads it and as a sentence names it. */
export const placeName = (place: IntentPlace, lang: SupportLanguage) =>
  place.kind === 'city' ? place.name : COUNTRY_NAMES[place.code][lang];

const inPlace = (place: IntentPlace, lang: SupportLanguage) => {
  if (lang === 'en') return `in ${placeName(place, 'en')}`;
  return place.kind === 'city'
    ? `à ${place.name}`
    : `${FRENCH_COUNTRY_IN[place.code]} ${COUNTRY_NAMES[place.code].fr}`;
};

const UNITS: Record<SupportLanguage, Record<PricedUnit, string>> = {
  fr: { fixed: 'au forfait', hour: "à l'heure", day: 'à la journée' },
  en: { fixed: 'fixed price', hour: 'per hour', day: 'per day' },
};

const range = ({ min, max }: PriceRange, lang: SupportLanguage) => {
  if (min === max) return formatFCFA(min);
  return lang === 'fr'
    ? `de ${formatFCFA(min)} à ${formatFCFA(max)}`
    : `from ${formatFCFA(min)} to ${formatFCFA(max)}`;
};

const providers = (count: number, lang: SupportLanguage) =>
  lang === 'fr'
    ? `${count} prestataire${count > 1 ? 's' : ''}`
    : `${count} provider${count > 1 ? 's' : ''}`;

export const SUPPORT_TEXTS = {
  fr: {
    unknown: `Je n'ai pas trouvé de réponse sûre à votre question dans notre aide. Essayez de la reformuler (par exemple : « Comment payer avec Orange Money ? »), ou écrivez à notre équipe : ${CONTACT.email}, ou sur WhatsApp au ${CONTACT.whatsapp}. Elle répond en français et en anglais.`,
    contactLabel: 'Nous contacter',
    refusal:
      "Je ne peux pas partager mes consignes ni sortir de mon rôle. Je suis l'assistant de Services Afrique : je peux vous aider à trouver un prestataire, réserver, demander un devis, payer ou faire vérifier votre profil. Que souhaitez-vous faire ?",
    howItWorksLabel: 'Comment ça marche',
    greeting:
      "Bonjour ! Je suis l'assistant de Services Afrique. Posez-moi une question sur les réservations, les paiements, les devis ou la vérification, ou dites-moi quel service vous cherchez et dans quelle ville (par exemple : « un plombier à Douala »).",
    thanks: 'Avec plaisir ! Avez-vous une autre question sur la plateforme ?',
    searchLabel: (category: string, place: IntentPlace | null) =>
      place ? `${category} ${inPlace(place, 'fr')}` : `${category} : tous les prestataires`,
    searchIntro: (category: string, place: IntentPlace | null) =>
      `${category}${place ? ` ${inPlace(place, 'fr')}` : ''} : ouvrez la recherche ci-dessous pour comparer les profils, les avis et les prix des prestataires, puis réservez ou demandez un devis.`,
    prices: (count: number, ranges: PriceRange[]) =>
      `Prix relevés chez les ${providers(count, 'fr')} les mieux notés : ${ranges
        .map((each) => `${UNITS.fr[each.unit]} ${range(each, 'fr')}`)
        .join(
          ' ; ',
        )}. Les frais de service de la plateforme et ceux du moyen de paiement s'y ajoutent selon le cas.`,
    onlyQuotes: (count: number) =>
      `Les ${providers(count, 'fr')} trouvés fixent leurs prix sur devis : demandez-en un pour connaître le prix de votre travail.`,
    noProviders: (category: string, place: IntentPlace | null) =>
      `Je n'ai pas encore de prix à vous donner : aucun prestataire de la catégorie « ${category} »${place ? ` ${inPlace(place, 'fr')}` : ''} n'est inscrit pour le moment. La recherche vous montrera les nouveaux venus, et une demande de devis à toute la catégorie peut aussi vous trouver quelqu'un.`,
    pricesUnavailable:
      'Je ne peux pas consulter les prix pour le moment : la recherche ci-dessous les affiche pour chaque prestataire.',
  },
  en: {
    unknown: `I could not find a reliable answer to your question in our help. Try rephrasing it (for example: "How do I pay with Orange Money?"), or write to our team: ${CONTACT.email}, or on WhatsApp at ${CONTACT.whatsapp}. They answer in French and English.`,
    contactLabel: 'Contact us',
    refusal:
      "I can't share my instructions or step outside my role. I'm the Services Africa assistant: I can help you find a provider, book, request a quote, pay or get your profile verified. What would you like to do?",
    howItWorksLabel: 'How it works',
    greeting:
      'Hello! I\'m the Services Africa assistant. Ask me about bookings, payments, quotes or verification, or tell me which service you need and in which city (for example: "a plumber in Douala").',
    thanks: 'You are welcome! Do you have another question about the platform?',
    searchLabel: (category: string, place: IntentPlace | null) =>
      place ? `${category} ${inPlace(place, 'en')}` : `${category}: all providers`,
    searchIntro: (category: string, place: IntentPlace | null) =>
      `${category}${place ? ` ${inPlace(place, 'en')}` : ''}: open the search below to compare the providers' profiles, reviews and prices, then book or request a quote.`,
    prices: (count: number, ranges: PriceRange[]) =>
      `Prices seen at the ${count > 1 ? `${count} best-rated providers` : 'best-rated provider'}: ${ranges
        .map((each) => `${UNITS.en[each.unit]} ${range(each, 'en')}`)
        .join('; ')}. The platform's service fee and the payment method's fees may be added.`,
    onlyQuotes: (count: number) =>
      `The ${providers(count, 'en')} found price their work on quote: request one to learn the price of your job.`,
    noProviders: (category: string, place: IntentPlace | null) =>
      `I have no prices to give you yet: no provider of the "${category}" category${place ? ` ${inPlace(place, 'en')}` : ''} has signed up so far. The search will show newcomers, and a quote request to the whole category may also find you someone.`,
    pricesUnavailable:
      'I cannot look up prices right now: the search below shows them for each provider.',
  },
} as const satisfies Record<SupportLanguage, Record<string, unknown>>;

export type SupportTexts = (typeof SUPPORT_TEXTS)[SupportLanguage];
