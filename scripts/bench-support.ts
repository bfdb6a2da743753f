/**
 * `npm run bench:support` (issue 17 "Measured"): the local answerer's latency on the
 * emulators. Run it inside `emulators:exec` with the functions built and the demo data seeded
 * (the intents read the seeded providers' prices):
 *
 *   npm run build -w functions
 *   npm run emulators:exec -- --offset 40 --only firestore,auth,functions -- \
 *     'npm run seed >/dev/null 2>&1 && npm run bench:support'
 *
 * Sends `--questions 200` questions one after the other to `POST /api/support/chat` on the
 * Functions emulator (the quality set's questions, French and English, in turn), each from an
 * address of its own so that the rate limit does not answer instead, and prints p50, p95, p99
 * and max of the round trip. A warm-up question first (the worker's cold start is not the
 * answerer's). Exits 1 when any answer is not a 200 with a message. Not part of `npm test`.
 */
import { parseArgs } from 'node:util';
import { SUPPORT_CHAT } from '@marketplace/domain';
import { ARTICLE_QUESTIONS, INTENT_QUESTIONS } from '../functions/src/support/qualityQuestions';
import { ORIGIN_FOR_TESTS, functionsApiBase } from './lib/functionsApi';

const { values } = parseArgs({ options: { questions: { type: 'string', default: '200' } } });
const COUNT = Number(values.questions);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function ask(base: string, message: string, index: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${SUPPORT_CHAT.api}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN_FOR_TESTS,
      // RFC 5737 and 3849 documentation addresses: one per question.
      'x-forwarded-for': `2001:db8::${index.toString(16)}`,
    },
    body: JSON.stringify({ message, conversationHistory: [] }),
  });
  const body = (await response.json()) as { message?: unknown };
  const elapsed = performance.now() - started;
  if (response.status !== 200 || typeof body.message !== 'string' || !body.message) {
    throw new Error(`"${message}": ${response.status} ${JSON.stringify(body)}`);
  }
  return elapsed;
}

const base = await functionsApiBase();
await ask(base, 'Bonjour', 0);
const questions = [...ARTICLE_QUESTIONS, ...INTENT_QUESTIONS].map(({ question }) => question);
const times: number[] = [];
for (let i = 0; i < COUNT; i += 1) {
  times.push(await ask(base, questions[i % questions.length] ?? 'Bonjour', i + 1));
}
times.sort((a, b) => a - b);
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `support chat, local answerer, ${COUNT} sequential questions through the Functions emulator: ` +
    `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, ` +
    `p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1) ?? NaN)}`,
);
