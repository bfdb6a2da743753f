import {
  ADMIN_LIMITS,
  DEFAULT_HELP_ARTICLES,
  helpArticleInputSchema,
  type HelpArticleInput,
} from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Clock } from '../lib/clock';
import { buildHelpIndex, type HelpArticle, type HelpIndex } from './helpIndex';
import { buildCategoryMatcher, type CategoryEntry, type CategoryMatcher } from './intent';

/**
 * What the local assistant knows: the published help articles (indexed) and the active
 * categories (for intents). Read from Firestore and kept per instance for `KNOWLEDGE_TTL_MS`,
 * so that an admin's edit in the content area is answered with within that time, without a
 * redeploy; rebuilt only when what was read changed. Without stored articles (a fresh project)
 * or when Firestore cannot be read, the default articles answer.
 */
export interface Knowledge {
  index: HelpIndex;
  categories: CategoryMatcher;
  /** Where the articles came from. */
  source: 'firestore' | 'default';
}

export const KNOWLEDGE_TTL_MS = 30_000;

/** Categories are few (the admin orders them by hand); a bound all the same. */
const MAX_CATEGORIES = 100;

/** An article as the assistant uses it (published, with its link or none). */
export const helpArticleOf = (id: string, article: HelpArticleInput): HelpArticle => ({
  id,
  question: article.question,
  answer: article.answer,
  keywords: article.keywords,
  link: article.link ?? null,
});

/** The published default articles (domain help-content.ts). */
export const defaultHelpArticles = (): HelpArticle[] =>
  Object.entries(DEFAULT_HELP_ARTICLES)
    .filter(([, article]) => article.published)
    .map(([id, article]) => helpArticleOf(id, article));

export function buildKnowledge(
  articles: readonly HelpArticle[],
  categories: readonly CategoryEntry[],
  source: Knowledge['source'] = 'default',
): Knowledge {
  return { index: buildHelpIndex(articles), categories: buildCategoryMatcher(categories), source };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The published articles stored; a malformed one (a hand edit) is skipped, not fatal. */
async function storedArticles(db: Firestore): Promise<HelpArticle[]> {
  const snapshot = await db
    .collection('helpArticles')
    .where('published', '==', true)
    .limit(ADMIN_LIMITS.helpArticles)
    .get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = helpArticleInputSchema.safeParse(doc.data());
    return parsed.success ? [helpArticleOf(doc.id, parsed.data)] : [];
  });
}

async function storedCategories(db: Firestore): Promise<CategoryEntry[]> {
  const snapshot = await db
    .collection('categories')
    .where('active', '==', true)
    .limit(MAX_CATEGORIES)
    .select('name', 'keywords')
    .get();
  return snapshot.docs.map((doc) => {
    const { name, keywords } = doc.data();
    const names = record(name);
    return {
      slug: doc.id,
      name: {
        fr: typeof names.fr === 'string' ? names.fr : doc.id,
        ...(typeof names.en === 'string' ? { en: names.en } : {}),
      },
      keywords: Array.isArray(keywords)
        ? keywords.filter((word): word is string => typeof word === 'string')
        : [],
    };
  });
}

export interface KnowledgeLoader {
  get(): Promise<Knowledge>;
}

/**
 * The knowledge of one instance, refreshed at most every `ttlMs` (concurrent questions share
 * one read). A failed read keeps what was known (the defaults at first) and retries after the
 * same delay, so a Firestore outage does not add a failed read to every question.
 */
export function knowledgeLoader(
  db: () => Firestore,
  clock: Clock,
  ttlMs = KNOWLEDGE_TTL_MS,
): KnowledgeLoader {
  let current: { knowledge: Knowledge; signature: string } | null = null;
  let readAt = -Infinity;
  let pending: Promise<Knowledge> | null = null;

  const refresh = async (): Promise<Knowledge> => {
    try {
      const [articles, categories] = await Promise.all([
        storedArticles(db()),
        storedCategories(db()),
      ]);
      const source = articles.length > 0 ? 'firestore' : 'default';
      const used = source === 'firestore' ? articles : defaultHelpArticles();
      const signature = JSON.stringify([source, used, categories]);
      if (current?.signature !== signature) {
        current = { knowledge: buildKnowledge(used, categories, source), signature };
      }
      return current.knowledge;
    } catch (error) {
      logger.warn('Support assistant: help content unreadable, answering from what is known', {
        error: String(error),
      });
      current ??= { knowledge: buildKnowledge(defaultHelpArticles(), []), signature: '' };
      return current.knowledge;
    }
  };

  return {
    async get() {
      const now = clock.now().getTime();
      if (current && now - readAt < ttlMs) return current.knowledge;
      if (!pending) {
        readAt = now;
        pending = refresh().finally(() => {
          pending = null;
        });
      }
      return pending;
    },
  };
}
