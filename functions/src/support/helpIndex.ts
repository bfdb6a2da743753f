import type { LocalizedText } from '@marketplace/domain';
import MiniSearch from 'minisearch';
import { foldedWords, indexTerm, topicWords } from './normalize';

/**
 * The full-text index of the help articles, with MiniSearch: a small, maintained, dependency-
 * free engine that is synchronous (a question costs microseconds, no await), takes our own
 * tokenizer and term processing (folding, French and English stems in one bilingual index)
 * and searches with per-term fuzziness (typos: "verifed", "orange mony") and prefixes, with
 * BM25 field boosts. Orama would need one index per language (one stemmer per instance) and an
 * async search for the same result.
 */

/** A published help article, as the assistant uses it. */
export interface HelpArticle {
  id: string;
  question: { fr: string; en: string };
  answer: { fr: string; en: string };
  keywords: string[];
  link: string | null;
}

export interface HelpHit {
  article: HelpArticle;
  score: number;
  /** The share of the question's topic words the article matched (0–1). */
  coverage: number;
  /** How many of them it matched. */
  matched: number;
}

/** Where a word counts most: the question an article answers, then its keywords. */
const BOOST = { question: 3, keywords: 2.5, answer: 1 };

/**
 * How sure the top hit must be to be given as the answer (tuned on quality.test.ts): a
 * minimum score, and half of the question's topic words matched — or three of them, for a
 * long question that tells a story around its topic.
 */
export const ANSWER_THRESHOLD = { score: 4, coverage: 0.5, matched: 3 } as const;

/** Typos: one edit in words of 4 to 7 letters, two from 8 (a fraction of the length, rounded). */
const FUZZY = 0.2;

interface IndexedArticle {
  id: string;
  question: string;
  keywords: string;
  answer: string;
}

const both = (text: LocalizedText | { fr: string; en: string }) => `${text.fr} ${text.en ?? ''}`;

export interface HelpIndex {
  readonly size: number;
  search(question: string, limit?: number): HelpHit[];
}

export function buildHelpIndex(articles: readonly HelpArticle[]): HelpIndex {
  const byId = new Map(articles.map((article) => [article.id, article]));
  const index = new MiniSearch<IndexedArticle>({
    fields: ['question', 'keywords', 'answer'],
    tokenize: (text) => foldedWords(text),
    processTerm: (term) => indexTerm(term),
    searchOptions: {
      boost: BOOST,
      fuzzy: (term) => (term.length >= 4 ? FUZZY : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(
    articles.map((article) => ({
      id: article.id,
      question: both(article.question),
      keywords: article.keywords.join(' '),
      answer: both(article.answer),
    })),
  );

  return {
    size: articles.length,
    search(question, limit = 3) {
      const words = topicWords(question);
      if (words.length === 0) return [];
      // A word stemmed two ways ("paiement": pai, paiement) would count twice as much as a
      // word with one stem ("annuler": annul): each of its stems weighs its share.
      const weights = new Map<string, number>();
      for (const word of words) {
        const wordStems = indexTerm(word) ?? [];
        for (const stem of wordStems) {
          weights.set(stem, Math.max(weights.get(stem) ?? 0, 1 / wordStems.length));
        }
      }
      const results = index.search(question, { boostTerm: (term) => weights.get(term) ?? 1 });
      return results.slice(0, limit).flatMap((result) => {
        const article = byId.get(String(result.id));
        if (!article) return [];
        // Which of the question's words the article matched, through any of their stems.
        const matched = new Set(result.queryTerms);
        const covered = words.filter((word) => indexTerm(word)?.some((stem) => matched.has(stem)));
        return [
          {
            article,
            score: result.score,
            coverage: covered.length / words.length,
            matched: covered.length,
          },
        ];
      });
    },
  };
}

/** Whether a hit is sure enough to answer with (else the assistant says it does not know). */
export const isConfident = (hit: HelpHit | undefined): hit is HelpHit =>
  hit !== undefined &&
  hit.score >= ANSWER_THRESHOLD.score &&
  (hit.coverage >= ANSWER_THRESHOLD.coverage || hit.matched >= ANSWER_THRESHOLD.matched);
