import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { foldText } from '@marketplace/domain';

/**
 * How the assistant reads a text: folded (case, accents and punctuation ignored, the same
 * `foldText` as the provider search), without the words that say nothing about a topic, each
 * word stemmed in French and in English — a question's language is only guessed, so both
 * stems are kept ("réservations" → reserv, "bookings" → book). The Snowball stemmers come from
 * `@orama/stemmers` (maintained, with CommonJS builds that the functions' bundle can require).
 */

/**
 * French and English words that appear in every kind of question ("comment", "how", "je",
 * "can"): matching on them would rank articles by their phrasing, not their topic. Folded.
 */
const STOP_WORDS = new Set(
  // French
  (
    'a ai as au aux avec avez avoir c ca ce ces cet cette comment d dans de des dois doit du ' +
    'elle en est et etre fait faire faut il ils j je l la le les leur lui m ma me mes moi mon ' +
    'ici n ne nous on ou par pas peut peux pour puis pourquoi qu quand que quel quelle quelles ' +
    'quels qui quoi s sa se ses si son sont sur t ta te tes toi ton tu un une vos votre vous y ' +
    'svp stp merci bonjour bonsoir salut voudrais voudrait veux veut aimerais souhaite ' +
    'souhaiterais savoir parce car alors donc aussi ' +
    // English
    'about am an and any are as at be been but by can could did do does for from get got had ' +
    'has have he her here his how i if in into is it its me my of on or our please she so than ' +
    'that the their them then there these they this to too us was we were what when where ' +
    'which who why will with would you your hello hi thanks thank want like know tell ' +
    'just also'
  ).split(' '),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** The words of a text, folded, in order (stop words kept: phrases and places need them). */
export const foldedWords = (text: string): string[] => foldText(text).split(' ').filter(Boolean);

/** The topic words of a text: folded, at least two letters, no stop words. */
export const topicWords = (text: string): string[] =>
  foldedWords(text).filter((word) => word.length >= 2 && !STOP_WORDS.has(word));

/** A folded word's French and English stems (one when they agree). */
export function stems(word: string): string[] {
  const french = frenchStem(word);
  const english = englishStem(word);
  return french === english ? [french] : [french, english];
}

/** A term as the help index stores and looks it up; `null` for a stop word. */
export function indexTerm(word: string): string[] | null {
  const folded = foldText(word);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return stems(folded);
}

/** Levenshtein distance, cut short past `max` (typos in a trade or a city: "plombie"). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}
