// The demo pages of issue 17 (spec §2 `/feedback-demo`, `/user-questionnaire`): their api,
// limits, questionnaire options and the summaries the api keeps. zod-free (see demos.ts).
import type { Language } from './i18n';
import { PAYABLE_METHODS } from './payment-constants';
import { MAJOR_CITIES } from './places';

export const DEMOS_API = {
  feedback: '/api/demos/feedback',
  questionnaire: '/api/demos/questionnaire',
  /** Admins only: the latest feedback with the rating figures. */
  adminFeedback: '/api/admin/demos/feedback',
  /** Admins only: the questionnaire's counts per answer. */
  adminQuestionnaire: '/api/admin/demos/questionnaire',
} as const;

export const DEMO_LIMITS = {
  feedbackCommentMax: 1000,
  ratingMin: 1,
  ratingMax: 5,
  /** Feedback an admin sees, newest first (the figures count every one). */
  feedbackList: 50,
  /** Services one answer may pick. */
  servicesMax: 5,
  /** Submissions of one user (or, signed out, one address) per window, for each form. */
  rateLimit: 5,
  rateWindowMs: 10 * 60_000,
} as const;

/**
 * Services a visitor may need: the slugs of the seeded categories, plus "other". A fixed list
 * (categories themselves are admin-managed) so that the summary has a bounded set of counts.
 */
export const QUESTIONNAIRE_SERVICES = [
  'plumbing',
  'electricity',
  'cleaning',
  'informatique',
  'painting',
  'carpentry',
  'air-conditioning',
  'gardening',
  'other',
] as const;
export type QuestionnaireService = (typeof QUESTIONNAIRE_SERVICES)[number];

export const QUESTIONNAIRE_FREQUENCIES = ['once', 'yearly', 'monthly', 'weekly'] as const;
export type QuestionnaireFrequency = (typeof QUESTIONNAIRE_FREQUENCIES)[number];

export const QUESTIONNAIRE_PAYMENT_METHODS = PAYABLE_METHODS;
export type QuestionnairePaymentMethod = (typeof QUESTIONNAIRE_PAYMENT_METHODS)[number];

/** Budget ranges per job, in FCFA: below 10 000, up to 50 000, up to 200 000, above. */
export const QUESTIONNAIRE_BUDGETS = ['under10k', 'to50k', 'to200k', 'over200k'] as const;
export type QuestionnaireBudget = (typeof QUESTIONNAIRE_BUDGETS)[number];
export const QUESTIONNAIRE_BUDGET_BOUNDS_FCFA = [10_000, 50_000, 200_000] as const;

/** The main cities of the 12 countries (their canonical names), or another city. */
export const QUESTIONNAIRE_OTHER_CITY = 'other';
export const QUESTIONNAIRE_CITIES: readonly string[] = [
  ...MAJOR_CITIES.map((city) => city.name),
  QUESTIONNAIRE_OTHER_CITY,
];

/** The questions whose answers the summary counts, in the order the form asks them. */
export const QUESTIONNAIRE_QUESTIONS = [
  'services',
  'frequency',
  'paymentMethod',
  'city',
  'budget',
] as const;
export type QuestionnaireQuestion = (typeof QUESTIONNAIRE_QUESTIONS)[number];

/** What one answer holds (the body of `POST /api/demos/questionnaire` without id and language). */
export interface QuestionnaireAnswers {
  services: QuestionnaireService[];
  frequency: QuestionnaireFrequency;
  paymentMethod: QuestionnairePaymentMethod;
  city: string;
  budget: QuestionnaireBudget;
}

/** `questionnaireResponses/{id}` (functions only). */
export interface QuestionnaireResponseDocument<Time = Date> extends QuestionnaireAnswers {
  uid: string | null;
  language: Language;
  createdAt: Time;
}

/** `demoFeedback/{id}` (functions only). */
export interface FeedbackDocument<Time = Date> {
  rating: number;
  comment: string;
  uid: string | null;
  language: Language;
  createdAt: Time;
}

/**
 * `demoSummaries/feedback` and `demoSummaries/questionnaire` (functions only): kept by the api
 * in the same transaction that stores a submission, so the admin figures are one read however
 * many answers there are, and a repeated submission (same id) counts once.
 */
export const DEMO_SUMMARY_PATHS = {
  feedback: 'demoSummaries/feedback',
  questionnaire: 'demoSummaries/questionnaire',
} as const;

export interface FeedbackSummary {
  count: number;
  ratingSum: number;
  /** Submissions per star ("1" … "5"). */
  byRating: Record<string, number>;
}

export interface QuestionnaireSummary {
  total: number;
  /** Per question, the number of answers that chose each option (only options chosen once). */
  counts: Record<QuestionnaireQuestion, Record<string, number>>;
}

export const emptyFeedbackSummary = (): FeedbackSummary => ({
  count: 0,
  ratingSum: 0,
  byRating: {},
});

export const emptyQuestionnaireSummary = (): QuestionnaireSummary => ({
  total: 0,
  counts: { services: {}, frequency: {}, paymentMethod: {}, city: {}, budget: {} },
});

const asCount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

function countsOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, count]) => [key, asCount(count)] as const)
      .filter(([, count]) => count > 0),
  );
}

/** A stored feedback summary (or nothing yet) read defensively. */
export function feedbackSummaryOf(data: unknown): FeedbackSummary {
  const source = (data ?? {}) as Partial<Record<keyof FeedbackSummary, unknown>>;
  return {
    count: asCount(source.count),
    ratingSum: asCount(source.ratingSum),
    byRating: countsOf(source.byRating),
  };
}

/** A stored questionnaire summary (or nothing yet) read defensively. */
export function questionnaireSummaryOf(data: unknown): QuestionnaireSummary {
  const source = (data ?? {}) as { total?: unknown; counts?: Record<string, unknown> };
  const summary = emptyQuestionnaireSummary();
  summary.total = asCount(source.total);
  for (const question of QUESTIONNAIRE_QUESTIONS) {
    summary.counts[question] = countsOf(source.counts?.[question]);
  }
  return summary;
}

const plusOne = (counts: Record<string, number>, key: string) => ({
  ...counts,
  [key]: (counts[key] ?? 0) + 1,
});

export function addFeedbackRating(summary: FeedbackSummary, rating: number): FeedbackSummary {
  return {
    count: summary.count + 1,
    ratingSum: summary.ratingSum + rating,
    byRating: plusOne(summary.byRating, String(rating)),
  };
}

export function addQuestionnaireAnswers(
  summary: QuestionnaireSummary,
  answers: QuestionnaireAnswers,
): QuestionnaireSummary {
  const counts = { ...summary.counts };
  // Each service once, even if a client sent it twice.
  for (const service of new Set(answers.services)) {
    counts.services = plusOne(counts.services, service);
  }
  for (const question of ['frequency', 'paymentMethod', 'city', 'budget'] as const) {
    counts[question] = plusOne(counts[question], answers[question]);
  }
  return { total: summary.total + 1, counts };
}

/** The average rating to one decimal, or null before any feedback. */
export const averageRating = ({ count, ratingSum }: FeedbackSummary): number | null =>
  count > 0 ? Math.round((ratingSum / count) * 10) / 10 : null;

/** One feedback as `GET /api/admin/demos/feedback` lists it. */
export interface FeedbackView {
  id: string;
  rating: number;
  comment: string;
  /** The author's account, null for a signed-out visitor. */
  uid: string | null;
  language: Language;
  createdAt: string | null;
}

export interface FeedbackListView {
  items: FeedbackView[];
  summary: FeedbackSummary;
  average: number | null;
}

export interface QuestionnaireSummaryView extends QuestionnaireSummary {
  updatedAt: string | null;
}

/** `POST` answers: 201 stored, 200 already stored (a retry with the same id). */
export interface DemoSubmitAnswer {
  id: string;
  created: boolean;
}
