// Search tokens for providers (zod-free: the web shell may import it). A Firestore query can
// hold one `array-contains`, so one token answers a whole query: a word (or its start), a
// category (`c:plumbing`), or a word within a category (`plumbing:plombier`).
import { stringSize } from './document-size';
import type { LocalizedText } from './i18n';
import { foldText } from './places';

/** Typed starts shorter than this are too vague to search on ("pl"). */
export const MIN_TOKEN_PREFIX = 3;
/** Longer words are indexed by their first letters only (queries are cut the same way). */
export const MAX_TOKEN_LENGTH = 20;

/** French and English words that never identify a provider. */
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces d dans de des du en et je l la le les ma mes mon ou par pour sur un une ' +
    'an and at for from i in is my of on or the to with'
  ).split(' '),
);

/** Plurals name the same trade: "plombiers" → "plombier", "cleaners" → "cleaner". */
function singular(word: string): string {
  return word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** The searchable words of a text: folded (case and accents), singular, no stop words. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word))
    .map((word) => singular(word).slice(0, MAX_TOKEN_LENGTH));
}

/** "plombier" → plo, plom, …, plombier: typing the start of a word finds it. */
function withPrefixes(word: string): string[] {
  const tokens = [word];
  for (let length = MIN_TOKEN_PREFIX; length < word.length; length += 1) {
    tokens.push(word.slice(0, length));
  }
  return tokens;
}

export const categoryToken = (slug: string) => `c:${slug}`;
export const categoryWordToken = (slug: string, word: string) => `${slug}:${word}`;

export interface CategoryWords {
  slug: string;
  name: LocalizedText;
  keywords?: readonly string[] | undefined;
}

export interface ProviderTokenSource {
  displayName: string;
  headline: LocalizedText;
  categories: readonly string[];
  specialties: readonly string[];
  city: string;
  /** Service titles in both languages. */
  services: readonly { title: LocalizedText }[];
  /** The provider's categories as stored (names and keywords in both languages). */
  categoryWords: readonly CategoryWords[];
}

const texts = (text: LocalizedText) => [text.fr, text.en ?? ''];

/**
 * At most this many tokens per provider. Firestore allows 40,000 index entries per document
 * and every composite index holding `searchTokens` costs one entry per token (see the test of
 * firestore.indexes.json), so an unbounded list (five categories, twenty long service titles)
 * would make the provider's write fail. Lower-priority tokens are dropped first.
 */
export const MAX_SEARCH_TOKENS = 1000;

/**
 * At most this many bytes of tokens (Firestore's storage size: UTF-8 bytes + 1 each), so that
 * the largest valid provider stays within PROVIDER_DOCUMENT_MAX_BYTES with its tokens
 * (scripts/provider-size.test.ts). About 350 tokens of a plumber in Douala.
 */
export const MAX_SEARCH_TOKEN_BYTES = 6000;

/**
 * Every token a provider is found by: the words of its name, headline, specialties, city,
 * of its categories' names and keywords (so "plumber" and "plombier" both find a plumber)
 * and of its service titles, each with its starts; plus each category alone and each word
 * within each category. Sorted and unique, so an unchanged provider yields the same array.
 * Past MAX_SEARCH_TOKENS or MAX_SEARCH_TOKEN_BYTES, what goes first is word starts, beginning
 * with those of the last words (service titles), then whole words from the last ones; the
 * categories stay.
 */
export function providerSearchTokens(source: ProviderTokenSource): string[] {
  const ownCategories = [...new Set(source.categories)];
  const phrases = [
    source.displayName,
    ...texts(source.headline),
    ...source.specialties,
    source.city,
    ...source.categoryWords
      .filter((category) => ownCategories.includes(category.slug))
      .flatMap((category) => [
        category.slug.replace(/-/g, ' '),
        ...texts(category.name),
        ...(category.keywords ?? []),
      ]),
    ...source.services.flatMap((service) => texts(service.title)),
  ];
  const words = [...new Set(phrases.flatMap(searchWords))];
  const withScopes = (word: string) => [
    word,
    ...ownCategories.map((slug) => categoryWordToken(slug, word)),
  ];
  // In order of priority: categories, whole words, then the starts of words.
  const ranked = [
    ...ownCategories.map(categoryToken),
    ...words.flatMap(withScopes),
    ...words.flatMap((word) => withPrefixes(word).slice(1).flatMap(withScopes)),
  ];
  const tokens = new Set<string>();
  let bytes = 0;
  for (const token of ranked) {
    if (tokens.has(token)) continue;
    bytes += stringSize(token);
    if (tokens.size >= MAX_SEARCH_TOKENS || bytes > MAX_SEARCH_TOKEN_BYTES) break;
    tokens.add(token);
  }
  return [...tokens].sort();
}

export interface TextQuery {
  /** The one token Firestore matches (`array-contains`), if any. */
  token: string | undefined;
  /** Other typed words: every result must also carry each of them (checked on the page). */
  otherWords: string[];
}

/**
 * What to ask Firestore for a typed text and an optional category: the longest word (the
 * most selective), scoped to the category when there is one; the category alone when
 * nothing searchable was typed.
 */
export function textQuery(text: string, category?: string): TextQuery {
  const words = [...new Set(searchWords(text))];
  const [longest] = [...words].sort((a, b) => b.length - a.length);
  if (!longest) return { token: category ? categoryToken(category) : undefined, otherWords: [] };
  return {
    token: category ? categoryWordToken(category, longest) : longest,
    otherWords: words.filter((word) => word !== longest),
  };
}

/** Whether a provider's tokens hold every one of `words` (the page-side part of a search). */
export function hasAllWords(tokens: readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const own = new Set(tokens);
  return words.every((word) => own.has(word));
}
