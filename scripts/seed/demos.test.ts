import { describe, expect, it } from 'vitest';
import { feedbackInputSchema, questionnaireInputSchema } from '../../domain/src';
import { DEMO_ACCOUNTS } from './accounts';
import { SEED_FEEDBACK, SEED_QUESTIONNAIRE } from './demos';

const uids = new Set(DEMO_ACCOUNTS.map((account) => account.uid));

describe('the seeded demo submissions', () => {
  it('are valid bodies of the api, with distinct ids, from demo accounts or visitors', () => {
    const entries = [
      ...SEED_FEEDBACK.map((entry) => [feedbackInputSchema, entry] as const),
      ...SEED_QUESTIONNAIRE.map((entry) => [questionnaireInputSchema, entry] as const),
    ];
    for (const [schema, { daysAgo: _days, uid, ...body }] of entries) {
      const parsed = schema.safeParse(body);
      expect(parsed.success, `${body.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      if (uid !== null) expect(uids, body.id).toContain(uid);
    }
    const ids = entries.map(([, entry]) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give the admin pages something in both languages and several answers per question', () => {
    for (const entries of [SEED_FEEDBACK, SEED_QUESTIONNAIRE]) {
      expect(new Set(entries.map((entry) => entry.language))).toEqual(new Set(['fr', 'en']));
      expect(entries.some((entry) => entry.uid === null)).toBe(true);
    }
    expect(new Set(SEED_FEEDBACK.map((entry) => entry.rating)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(SEED_QUESTIONNAIRE.map((entry) => entry.city)).size).toBeGreaterThanOrEqual(5);
  });
});
