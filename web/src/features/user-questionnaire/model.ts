import {
  MAJOR_CITIES,
  QUESTIONNAIRE_BUDGET_BOUNDS_FCFA,
  QUESTIONNAIRE_OTHER_CITY,
  formatFCFA,
  type QuestionnaireBudget,
  type QuestionnaireService,
} from '@marketplace/domain';

/** What the form holds while it is filled in ('' : not answered yet). */
export interface QuestionnaireDraft {
  services: QuestionnaireService[];
  frequency: string;
  paymentMethod: string;
  city: string;
  budget: string;
}

export const EMPTY_DRAFT: QuestionnaireDraft = {
  services: [],
  frequency: '',
  paymentMethod: '',
  city: '',
  budget: '',
};

const [low = 0, middle = 0, high = 0] = QUESTIONNAIRE_BUDGET_BOUNDS_FCFA;
const BUDGET_RANGES: Record<QuestionnaireBudget, { min?: number; max?: number }> = {
  under10k: { max: low },
  to50k: { min: low, max: middle },
  to200k: { min: middle, max: high },
  over200k: { min: high },
};

/** The values of a budget's label ("De {{min}} à {{max}}"), in FCFA. */
export function budgetValues(budget: QuestionnaireBudget): Record<string, string> {
  const { min, max } = BUDGET_RANGES[budget];
  return {
    ...(min === undefined ? {} : { min: formatFCFA(min) }),
    ...(max === undefined ? {} : { max: formatFCFA(max) }),
  };
}

const COUNTRY_OF = new Map(MAJOR_CITIES.map((city) => [city.name, city.country]));

/** The country of a listed city (its group in the list), or null for "another city". */
export const countryOfCity = (city: string) =>
  city === QUESTIONNAIRE_OTHER_CITY ? null : (COUNTRY_OF.get(city) ?? null);
