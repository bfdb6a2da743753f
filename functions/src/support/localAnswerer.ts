import {
  providerSearchParams,
  searchWords,
  type RetrievedPassage,
  type SupportChatResponse,
  type SupportLanguage,
  type SupportLink,
} from '@marketplace/domain';
import { isInjection, smallTalkOf } from './conversationCues';
import { isConfident, type HelpHit } from './helpIndex';
import { detectIntent, type SearchIntent } from './intent';
import type { Knowledge } from './knowledge';
import { answerLanguage } from './language';
import { foldedWords } from './normalize';
import { intentSearchState, type PriceLookup, type PriceSummary } from './prices';
import { SUPPORT_TEXTS } from './texts';
import type { AnswerInput, Answerer, AnswerResult } from './types';

/**
 * The local answerer (no AI, works offline): in the question's language, the help passage
 * that answers it with a link to its page; for a search intent, the matching search and the
 * prices seen in the catalogue; when nothing matches well enough, an honest "I don't know"
 * with the team's contact details. A request for its instructions gets a polite refusal.
 */

/** What the local answerer recognised, for the AI answerer and the tests. */
export type LocalAnswerKind = 'article' | 'intent' | 'unknown' | 'refusal' | 'greeting' | 'thanks';

export interface LocalAnswer {
  kind: LocalAnswerKind;
  language: SupportLanguage;
  /** The article answered with (kind `article`). */
  articleId: string | null;
  intent: SearchIntent | null;
  response: SupportChatResponse;
  passages: RetrievedPassage[];
}

export interface LocalAnswererDeps {
  knowledge: () => Promise<Knowledge>;
  prices: PriceLookup;
}

/** Hits weaker than this are not even shown as related passages. */
const PASSAGE_MIN_SCORE = 1;

const passageOf = (hit: HelpHit, lang: SupportLanguage): RetrievedPassage => ({
  articleId: hit.article.id,
  title: hit.article.question[lang],
  excerpt: hit.article.answer[lang],
  link: hit.article.link,
  score: Math.round(hit.score * 100) / 100,
});

/** `/services?location=Douala&category=plumbing`: the query the search page reads. */
export function intentSearchPath(intent: SearchIntent, lang: SupportLanguage): string {
  const params = new URLSearchParams([...providerSearchParams(intentSearchState(intent, lang))]);
  return `/services?${params.toString()}`;
}

function pricesText(
  summary: PriceSummary | null,
  intent: SearchIntent,
  categoryName: string,
  lang: SupportLanguage,
): string {
  const texts = SUPPORT_TEXTS[lang];
  if (!summary) return texts.pricesUnavailable;
  if (summary.found === 0) return texts.noProviders(categoryName, intent.place);
  if (summary.priced === 0) return texts.onlyQuotes(summary.found);
  return texts.prices(summary.priced, summary.ranges);
}

async function intentAnswer(
  intent: SearchIntent,
  lang: SupportLanguage,
  prices: PriceLookup,
): Promise<{ response: SupportChatResponse; passage: RetrievedPassage }> {
  const texts = SUPPORT_TEXTS[lang];
  const categoryName = intent.category.name[lang] ?? intent.category.name.fr;
  // A price that cannot be read does not stop the answer: the search link still helps.
  const summary = await prices(intent).catch(() => null);
  const message = `${texts.searchIntro(categoryName, intent.place)}\n\n${pricesText(
    summary,
    intent,
    categoryName,
    lang,
  )}`;
  const link: SupportLink = {
    path: intentSearchPath(intent, lang),
    label: texts.searchLabel(categoryName, intent.place),
  };
  return {
    response: { message, links: [link] },
    passage: {
      articleId: `search:${intent.category.slug}`,
      title: link.label,
      excerpt: message,
      link: link.path,
      score: 0,
    },
  };
}

/** The question without the given words (in `searchWords` form: folded, singular). */
function withoutWords(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  const left = new Set(words);
  return foldedWords(text)
    .filter((word) => !searchWords(word).some((each) => left.has(each)))
    .join(' ');
}

export async function answerLocally(
  input: AnswerInput,
  deps: LocalAnswererDeps,
): Promise<LocalAnswer> {
  const lang = answerLanguage(input.message, input.pageLanguage);
  const texts = SUPPORT_TEXTS[lang];
  const base = { language: lang, articleId: null, intent: null, passages: [] };

  if (isInjection(input.message)) {
    return {
      ...base,
      kind: 'refusal',
      response: {
        message: texts.refusal,
        links: [{ path: '/how-it-works', label: texts.howItWorksLabel }],
      },
    };
  }
  const smallTalk = smallTalkOf(input.message);
  if (smallTalk) {
    return { ...base, kind: smallTalk, response: { message: texts[smallTalk], links: [] } };
  }

  const knowledge = await deps.knowledge();
  const trade = knowledge.categories.match(input.message);
  // A trade says which providers, not which help topic: "comment réserver un plombier" is
  // about booking, whatever the trade.
  const hits = knowledge.index.search(withoutWords(input.message, trade?.words ?? []));
  const passages = hits
    .filter((hit) => hit.score >= PASSAGE_MIN_SCORE)
    .map((hit) => passageOf(hit, lang));

  const intent = detectIntent(input.message, trade);
  if (intent) {
    const { response, passage } = await intentAnswer(intent, lang, deps.prices);
    return { ...base, kind: 'intent', intent, response, passages: [passage, ...passages] };
  }

  const [top] = hits;
  if (isConfident(top)) {
    const { article } = top;
    const links = article.link ? [{ path: article.link, label: article.question[lang] }] : [];
    return {
      ...base,
      kind: 'article',
      articleId: article.id,
      response: { message: article.answer[lang], links },
      passages,
    };
  }
  return {
    ...base,
    kind: 'unknown',
    response: { message: texts.unknown, links: [{ path: '/about', label: texts.contactLabel }] },
    passages,
  };
}

export const localResult = (local: LocalAnswer, fallbackReason: string | null): AnswerResult => ({
  response: local.response,
  answerer: 'local',
  fallbackReason,
  passages: local.passages,
});

/** Why the local answerer answers when no AI is configured. */
export const NO_AI_KEY = 'no_api_key';

export function localAnswerer(deps: LocalAnswererDeps): Answerer {
  return {
    answer: async (input) => localResult(await answerLocally(input, deps), NO_AI_KEY),
  };
}
