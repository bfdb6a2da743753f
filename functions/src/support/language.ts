import type { SupportLanguage } from '@marketplace/domain';
import { foldedWords } from './normalize';

/**
 * The language of a question, from the words only French or only English uses (folded, so
 * "ou sont mes reservations" without accents still reads as French). Words both languages
 * share or that stand for nothing alone ("a", "on", "me", "plus", "service") are not counted.
 */
const FRENCH = new Set(
  (
    'je j tu il elle nous vous ils elles mon ma mes ton ta tes son sa ses notre votre vos leur ' +
    'le la les un une des du au aux de d l qu que qui quoi quel quelle quels quelles comment ' +
    'pourquoi combien quand ou est sont suis peux peut puis dois doit faut avec pour sans dans ' +
    'sur chez et mais pas ne rien cher moins tres bien bonjour bonsoir salut merci svp ' +
    'trouver cherche besoin payer paiement prix frais compte reservation reservations annuler ' +
    'devis prestataire prestataires faire avoir etre mot passe donnees moyen moyens quand ' +
    'aide aidez veux voudrais souhaite coute coutent marche fonctionne'
  ).split(' '),
);

const ENGLISH = new Set(
  (
    'i you he she we they my your his her our their the an is are am was were be do does did ' +
    'how what which where when why who can could would should will of for with without in at ' +
    'from to and but not no my get find need looking much many cheap pay payment price prices ' +
    'fees account booking bookings book cancel quote provider providers data password ' +
    'hello hi thanks thank please help want work works cost costs does it this that there'
  ).split(' '),
);

/** The language the words of `text` lean to; `undefined` when they do not tell. */
export function detectLanguage(text: string): SupportLanguage | undefined {
  const lowered = text.toLowerCase();
  let french = 0;
  let english = 0;
  for (const word of foldedWords(text)) {
    if (FRENCH.has(word)) french += 1;
    if (ENGLISH.has(word)) english += 1;
  }
  // Accents English never writes, and French elisions ("j'ai", "l'application", "qu'est").
  if (/[àâçéèêëîïôûùœ]/.test(lowered)) french += 1;
  if (/\b(?:j|l|d|qu|n|m|c|s)['’]\p{L}/u.test(lowered)) french += 1;
  if (french === english) return undefined;
  return french > english ? 'fr' : 'en';
}

/** The language to answer in: the question's, else the page's, else French (the default). */
export const answerLanguage = (
  text: string,
  pageLanguage: SupportLanguage | undefined,
): SupportLanguage => detectLanguage(text) ?? pageLanguage ?? 'fr';
