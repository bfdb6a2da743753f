import type { Firestore } from 'firebase-admin/firestore';
import { adminDb } from '../lib/admin';
import { clock, type Clock } from '../lib/clock';
import { geminiAnswerer, loadGeminiClient, type GeminiClient } from './geminiAnswerer';
import { knowledgeLoader } from './knowledge';
import { localAnswerer, type LocalAnswererDeps } from './localAnswerer';
import { cachedPriceLookup } from './prices';
import type { Answerer } from './types';

export type { AnswerInput, AnswerResult, Answerer } from './types';

/**
 * The support assistant behind `POST /api/support/chat` and the admin try route (issue 17
 * §3): Gemini when `GEMINI_API_KEY` is set (falling back to the local answer on a timeout, the
 * quota or any error), else the local answerer. One per instance: the help content, the
 * categories and recent prices are cached in it.
 */

export interface SupportAnswererOptions {
  env?: Record<string, string | undefined>;
  db?: () => Firestore;
  clock?: Clock;
  /** Replaces the SDK client (tests). */
  geminiClient?: (apiKey: string) => Promise<GeminiClient>;
}

export function createSupportAnswerer(options: SupportAnswererOptions = {}): Answerer {
  const env = options.env ?? process.env;
  const db = options.db ?? adminDb;
  const time = options.clock ?? clock;
  const knowledge = knowledgeLoader(db, time);
  const local: LocalAnswererDeps = {
    knowledge: () => knowledge.get(),
    prices: cachedPriceLookup(db, time),
  };
  const apiKey = env.GEMINI_API_KEY?.trim();
  if (!apiKey) return localAnswerer(local);
  const client = options.geminiClient ?? loadGeminiClient;
  return geminiAnswerer({
    local,
    client: () => client(apiKey),
    model: env.GEMINI_MODEL?.trim(),
  });
}

let instance: Answerer | null = null;

/** Gemini when GEMINI_API_KEY is set (falling back to local on timeout/quota/any error), else local. */
export function supportAnswerer(): Answerer {
  instance ??= createSupportAnswerer();
  return instance;
}

/** Forgets the instance's answerer and its caches (tests, or a changed environment). */
export function resetSupportAnswerer(): void {
  instance = null;
}
