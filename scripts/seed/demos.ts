import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  DEMO_SUMMARY_PATHS,
  addFeedbackRating,
  addQuestionnaireAnswers,
  feedbackInputSchema,
  feedbackSummaryOf,
  questionnaireInputSchema,
  questionnaireSummaryOf,
  type FeedbackDocument,
  type FeedbackInput,
  type QuestionnaireInput,
  type QuestionnaireResponseDocument,
} from '../../domain/src';
import { storeOnce } from '../../functions/src/http/demos/store';

/**
 * What the demo pages received (issue 17 §6), so that an admin opening /feedback-demo or
 * /user-questionnaire sees a list and a summary at once. Each entry is stored as the api
 * stores a submission (`storeOnce`: the document and its summary together, skipped when it
 * exists), so a `--force` reseed never counts one twice and keeps what visitors sent.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const CUSTOMER = 'demo-customer';
const CUSTOMER_EN = 'demo-customer-2';

type Seeded<Input> = Omit<Input, 'id'> & { id: string; daysAgo: number; uid: string | null };

export const SEED_FEEDBACK: Seeded<FeedbackInput>[] = [
  {
    id: 'seed-feedback-01',
    rating: 5,
    comment: 'J’ai trouvé un plombier à Douala en dix minutes, et le devis était clair.',
    language: 'fr',
    uid: CUSTOMER,
    daysAgo: 12,
  },
  {
    id: 'seed-feedback-02',
    rating: 4,
    comment: 'Easy to compare quotes. I would like more providers in Accra.',
    language: 'en',
    uid: CUSTOMER_EN,
    daysAgo: 9,
  },
  {
    id: 'seed-feedback-03',
    rating: 5,
    comment: 'Le paiement par Orange Money a marché du premier coup.',
    language: 'fr',
    uid: null,
    daysAgo: 6,
  },
  {
    id: 'seed-feedback-04',
    rating: 3,
    comment: 'La page met un peu de temps à charger sur mon téléphone en 3G.',
    language: 'fr',
    uid: null,
    daysAgo: 4,
  },
  {
    id: 'seed-feedback-05',
    rating: 4,
    comment: '',
    language: 'en',
    uid: null,
    daysAgo: 2,
  },
  {
    id: 'seed-feedback-06',
    rating: 5,
    comment: 'Très bonne idée, surtout la vérification des prestataires.',
    language: 'fr',
    uid: null,
    daysAgo: 1,
  },
];

export const SEED_QUESTIONNAIRE: Seeded<QuestionnaireInput>[] = [
  {
    id: 'seed-questionnaire-01',
    services: ['plumbing', 'electricity'],
    frequency: 'yearly',
    paymentMethod: 'orange_money',
    city: 'Douala',
    budget: 'to50k',
    language: 'fr',
    uid: CUSTOMER,
    daysAgo: 11,
  },
  {
    id: 'seed-questionnaire-02',
    services: ['cleaning'],
    frequency: 'weekly',
    paymentMethod: 'wave',
    city: 'Dakar',
    budget: 'under10k',
    language: 'fr',
    uid: null,
    daysAgo: 10,
  },
  {
    id: 'seed-questionnaire-03',
    services: ['informatique', 'other'],
    frequency: 'monthly',
    paymentMethod: 'card',
    city: 'Lagos',
    budget: 'to200k',
    language: 'en',
    uid: CUSTOMER_EN,
    daysAgo: 8,
  },
  {
    id: 'seed-questionnaire-04',
    services: ['plumbing', 'painting', 'carpentry'],
    frequency: 'once',
    paymentMethod: 'mtn_momo',
    city: 'Abidjan',
    budget: 'over200k',
    language: 'fr',
    uid: null,
    daysAgo: 7,
  },
  {
    id: 'seed-questionnaire-05',
    services: ['air-conditioning', 'electricity'],
    frequency: 'yearly',
    paymentMethod: 'orange_money',
    city: 'Abidjan',
    budget: 'to50k',
    language: 'fr',
    uid: null,
    daysAgo: 5,
  },
  {
    id: 'seed-questionnaire-06',
    services: ['gardening', 'cleaning'],
    frequency: 'monthly',
    paymentMethod: 'cash',
    city: 'Nairobi',
    budget: 'to50k',
    language: 'en',
    uid: null,
    daysAgo: 3,
  },
  {
    id: 'seed-questionnaire-07',
    services: ['plumbing'],
    frequency: 'once',
    paymentMethod: 'cash',
    city: 'Yaoundé',
    budget: 'under10k',
    language: 'fr',
    uid: null,
    daysAgo: 2,
  },
  {
    id: 'seed-questionnaire-08',
    services: ['electricity', 'informatique'],
    frequency: 'yearly',
    paymentMethod: 'bank_transfer',
    city: 'other',
    budget: 'to200k',
    language: 'en',
    uid: null,
    daysAgo: 1,
  },
];

/** Stores the entries oldest first (the summary's `updatedAt` is the last one's). */
export async function seedDemos(db: Firestore, now = new Date()): Promise<number> {
  const at = (daysAgo: number) => Timestamp.fromMillis(now.getTime() - daysAgo * DAY_MS);
  let stored = 0;
  for (const { daysAgo, uid, ...entry } of SEED_FEEDBACK) {
    const input = feedbackInputSchema.parse(entry);
    const data: FeedbackDocument<Timestamp> = {
      rating: input.rating,
      comment: input.comment,
      uid,
      language: input.language,
      createdAt: at(daysAgo),
    };
    const created = await storeOnce(db, {
      ref: db.doc(`demoFeedback/${input.id}`),
      data: { ...data },
      summaryRef: db.doc(DEMO_SUMMARY_PATHS.feedback),
      read: feedbackSummaryOf,
      add: (summary) => addFeedbackRating(summary, input.rating),
    });
    if (created) stored += 1;
  }
  for (const { daysAgo, uid, ...entry } of SEED_QUESTIONNAIRE) {
    const { id, language, ...answers } = questionnaireInputSchema.parse(entry);
    const data: QuestionnaireResponseDocument<Timestamp> = {
      ...answers,
      uid,
      language,
      createdAt: at(daysAgo),
    };
    const created = await storeOnce(db, {
      ref: db.doc(`questionnaireResponses/${id}`),
      data: { ...data },
      summaryRef: db.doc(DEMO_SUMMARY_PATHS.questionnaire),
      read: questionnaireSummaryOf,
      add: (summary) => addQuestionnaireAnswers(summary, answers),
    });
    if (created) stored += 1;
  }
  return stored;
}
