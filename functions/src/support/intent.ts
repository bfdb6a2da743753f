import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  MAJOR_CITIES,
  searchWords,
  type LocalizedText,
} from '@marketplace/domain';
import { editDistance, foldedWords } from './normalize';
import type { IntentPlace } from './texts';

/**
 * Simple search intents ("trouver un plombier à Douala", "how much does a cleaner cost in
 * Abidjan"): a category named by its name, slug or one of its keywords (the words providers are
 * found by, `categories/{slug}.keywords`) and, when given, a known city or one of the 12
 * countries (domain places.ts). Words are compared as the provider search compares them
 * (`searchWords`: folded, singular, no stop words), with one typo allowed in long words.
 */

/** An active category, as the assistant matches it. */
export interface CategoryEntry {
  slug: string;
  name: LocalizedText;
  keywords: readonly string[];
}

export interface SearchIntent {
  category: CategoryEntry;
  place: IntentPlace | null;
}

/**
 * Words that ask for a provider or a price: with a category alone ("combien coûte un
 * plombier"), they make a search intent; a category and a place need none. Folded prefixes.
 */
const SEEK_PREFIXES = [
  // French
  'trouv',
  'cherch',
  'recherch',
  'besoin',
  'recommand',
  'conseill',
  'prix',
  'tarif',
  'cout',
  'combien',
  'cher',
  'dispo',
  'embauch',
  'engag',
  'urgen',
  // English
  'find',
  'look',
  'search',
  'need',
  'hire',
  'recommend',
  'price',
  'cost',
  'much',
  'cheap',
  'rate',
  'available',
  'urgent',
];

/**
 * Words of questions about the platform itself rather than a search ("devenir plombier sur la
 * plateforme", "I am an electrician, how do I register"): those go to the help articles.
 */
const HELP_PREFIXES = [
  'devenir',
  'become',
  'inscri',
  'register',
  'signup',
  'verif',
  'annul',
  'cancel',
  'rembours',
  'refund',
  'profil',
  'profile',
  'compte',
  'account',
];

const startsWithAny = (word: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => word.startsWith(prefix));

/** One word of a phrase matches a word of the question: equal, or one typo in long words. */
const sameWord = (phraseWord: string, word: string) =>
  phraseWord === word || (phraseWord.length >= 6 && editDistance(phraseWord, word, 1) <= 1);

/** Where `phrase` (words) appears in `words`, its words next to each other; null if not. */
function findPhrase(
  words: readonly string[],
  phrase: readonly string[],
): { words: string[]; exact: boolean } | null {
  if (phrase.length === 0 || phrase.length > words.length) return null;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    const found = words.slice(start, start + phrase.length);
    if (phrase.every((part, offset) => sameWord(part, found[offset] ?? ''))) {
      return { words: found, exact: phrase.every((part, offset) => part === found[offset]) };
    }
  }
  return null;
}

const containsPhrase = (words: readonly string[], phrase: readonly string[]) =>
  findPhrase(words, phrase) !== null;

/**
 * The phrases a category is named by. Words shorter than 3 letters alone ("IT", "AC") are left
 * out: they are also everyday words ("it").
 */
function categoryPhrases(category: CategoryEntry): string[][] {
  const texts = [
    category.slug.replace(/-/g, ' '),
    category.name.fr,
    category.name.en ?? '',
    ...category.keywords,
  ];
  return texts
    .map((text) => searchWords(text))
    .filter((words) => words.length > 1 || (words[0]?.length ?? 0) >= 3);
}

/** A category a question names, with the question's words that named it. */
export interface CategoryMatch {
  category: CategoryEntry;
  /** Those words as `searchWords` gives them (folded, singular). */
  words: string[];
}

export interface CategoryMatcher {
  /** The category a question names, the one with the best matching phrase; null if none. */
  match(text: string): CategoryMatch | null;
}

export function buildCategoryMatcher(categories: readonly CategoryEntry[]): CategoryMatcher {
  const entries = categories.map((category) => ({ category, phrases: categoryPhrases(category) }));
  return {
    match(text) {
      const words = searchWords(text);
      let best: (CategoryMatch & { rank: number }) | null = null;
      for (const { category, phrases } of entries) {
        for (const phrase of phrases) {
          const found = findPhrase(words, phrase);
          if (!found) continue;
          // Exact words before typos ("painter" is painting's, not a mistyped "printer"),
          // then the longest phrase ("femme de ménage" before "ménage").
          const rank = (found.exact ? 1000 : 0) + phrase.join(' ').length;
          if (!best || rank > best.rank) best = { category, words: found.words, rank };
        }
      }
      return best && { category: best.category, words: best.words };
    },
  };
}

interface PlaceName {
  words: string[];
  place: IntentPlace;
}

/** Cities first: a city is more precise than its country ("Abidjan, Côte d’Ivoire"). */
const PLACE_NAMES: PlaceName[] = [
  ...MAJOR_CITIES.flatMap((city) =>
    [city.name, ...(city.aliases ?? [])].map((name) => ({
      words: foldedWords(name),
      place: { kind: 'city', name: city.name } as IntentPlace,
    })),
  ),
  ...COUNTRY_CODES.flatMap((code) =>
    [COUNTRY_NAMES[code].fr, COUNTRY_NAMES[code].en].map((name) => ({
      words: foldedWords(name),
      place: { kind: 'country', code } as IntentPlace,
    })),
  ),
];

/** The known city (or else country) a question names, in its canonical spelling. */
export function placeOf(text: string): IntentPlace | null {
  const words = foldedWords(text);
  for (const { words: name, place } of PLACE_NAMES) {
    if (containsPhrase(words, name)) return place;
  }
  return null;
}

/**
 * A search intent in the question, or null when it asks about something else. `match` is the
 * category the question names, if any (`CategoryMatcher.match`).
 */
export function detectIntent(text: string, match: CategoryMatch | null): SearchIntent | null {
  if (!match) return null;
  const words = foldedWords(text);
  if (words.some((word) => startsWithAny(word, HELP_PREFIXES))) return null;
  const place = placeOf(text);
  if (!place && !words.some((word) => startsWithAny(word, SEEK_PREFIXES))) return null;
  return { category: match.category, place };
}
