import { describe, expect, it } from 'vitest';
import { VALIDATION } from './constants';
import {
  addFeedbackRating,
  addQuestionnaireAnswers,
  averageRating,
  emptyFeedbackSummary,
  emptyQuestionnaireSummary,
  feedbackSummaryOf,
  questionnaireSummaryOf,
  type QuestionnaireAnswers,
} from './demos-constants';
import { feedbackInputSchema, questionnaireInputSchema } from './demos';

const ID = '3f0c2a52-6a8e-4d4b-9b61-0f6f3b8a2c11';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('feedbackInputSchema', () => {
  it('takes 1 to 5 stars with an optional comment, trimmed', () => {
    expect(feedbackInputSchema.parse({ id: ID, rating: 4, language: 'fr' })).toEqual({
      id: ID,
      rating: 4,
      comment: '',
      language: 'fr',
    });
    expect(
      feedbackInputSchema.parse({ id: ID, rating: 5, comment: '  Très bien ', language: 'en' })
        .comment,
    ).toBe('Très bien');
  });

  it('refuses a missing or out-of-range rating, a long comment and a bad id', () => {
    for (const rating of [undefined, 0, 6, 2.5, '5']) {
      const result = feedbackInputSchema.safeParse({ id: ID, rating, language: 'fr' });
      expect(messages(result), String(rating)).toEqual([VALIDATION.invalidRating]);
    }
    const long = feedbackInputSchema.safeParse({
      id: ID,
      rating: 3,
      comment: 'x'.repeat(1001),
      language: 'fr',
    });
    expect(messages(long)).toEqual([VALIDATION.tooLong]);
    for (const id of ['short', 'a/b/c/d/e/f/g/h/i/j', 'x'.repeat(65), 42]) {
      expect(feedbackInputSchema.safeParse({ id, rating: 3, language: 'fr' }).success).toBe(false);
    }
    expect(feedbackInputSchema.safeParse({ id: ID, rating: 3, language: 'de' }).success).toBe(
      false,
    );
  });
});

const answers = {
  id: ID,
  services: ['plumbing', 'cleaning', 'plumbing'],
  frequency: 'monthly',
  paymentMethod: 'orange_money',
  city: 'Douala',
  budget: 'to50k',
  language: 'fr',
};

describe('questionnaireInputSchema', () => {
  it('takes a complete answer, each service once', () => {
    expect(questionnaireInputSchema.parse(answers).services).toEqual(['plumbing', 'cleaning']);
    expect(questionnaireInputSchema.parse({ ...answers, city: 'other' }).city).toBe('other');
  });

  it('says what is missing in each question', () => {
    const result = questionnaireInputSchema.safeParse({ id: ID, services: [], language: 'fr' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['services', VALIDATION.chooseAtLeastOne],
      ['frequency', VALIDATION.required],
      ['paymentMethod', VALIDATION.required],
      ['city', VALIDATION.required],
      ['budget', VALIDATION.required],
    ]);
  });

  it('refuses unknown options, an unknown city and too many services', () => {
    expect(questionnaireInputSchema.safeParse({ ...answers, services: ['hacking'] }).success).toBe(
      false,
    );
    expect(questionnaireInputSchema.safeParse({ ...answers, city: 'Atlantis' }).success).toBe(
      false,
    );
    expect(questionnaireInputSchema.safeParse({ ...answers, budget: 'free' }).success).toBe(false);
    const many = questionnaireInputSchema.safeParse({
      ...answers,
      services: ['plumbing', 'cleaning', 'painting', 'carpentry', 'gardening', 'other'],
    });
    expect(messages(many)).toEqual([VALIDATION.tooMany]);
  });
});

describe('the summaries', () => {
  it('add ratings and give the average to one decimal', () => {
    const summary = [5, 4, 4].reduce(addFeedbackRating, emptyFeedbackSummary());
    expect(summary).toEqual({ count: 3, ratingSum: 13, byRating: { '5': 1, '4': 2 } });
    expect(averageRating(summary)).toBe(4.3);
    expect(averageRating(emptyFeedbackSummary())).toBeNull();
  });

  it('count each answer once per option', () => {
    const one: QuestionnaireAnswers = {
      services: ['plumbing', 'cleaning'],
      frequency: 'monthly',
      paymentMethod: 'orange_money',
      city: 'Douala',
      budget: 'to50k',
    };
    const summary = addQuestionnaireAnswers(
      addQuestionnaireAnswers(emptyQuestionnaireSummary(), one),
      { ...one, services: ['plumbing', 'plumbing'], city: 'Abidjan' },
    );
    expect(summary.total).toBe(2);
    expect(summary.counts.services).toEqual({ plumbing: 2, cleaning: 1 });
    expect(summary.counts.city).toEqual({ Douala: 1, Abidjan: 1 });
    expect(summary.counts.frequency).toEqual({ monthly: 2 });
  });

  it('read stored documents defensively', () => {
    expect(feedbackSummaryOf(undefined)).toEqual(emptyFeedbackSummary());
    expect(feedbackSummaryOf({ count: 2, ratingSum: 'x', byRating: { '5': 2, '1': -1 } })).toEqual({
      count: 2,
      ratingSum: 0,
      byRating: { '5': 2 },
    });
    expect(questionnaireSummaryOf({ total: 1, counts: { budget: { to50k: 1 } } })).toEqual({
      total: 1,
      counts: { services: {}, frequency: {}, paymentMethod: {}, city: {}, budget: { to50k: 1 } },
    });
  });
});
