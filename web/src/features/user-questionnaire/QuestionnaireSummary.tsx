import {
  Alert,
  Box,
  Button,
  CircularProgress,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  QUESTIONNAIRE_BUDGETS,
  QUESTIONNAIRE_FREQUENCIES,
  QUESTIONNAIRE_OTHER_CITY,
  QUESTIONNAIRE_PAYMENT_METHODS,
  QUESTIONNAIRE_SERVICES,
  type QuestionnaireBudget,
  type QuestionnaireQuestion,
  type QuestionnaireSummaryView,
  numberFormat,
} from '@marketplace/domain';
import type { QueryResult } from '../../shared/api/http';
import { DATE_LOCALES } from '../../shared/i18n/dates';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { USER_QUESTIONNAIRE_NS } from './i18n';
import { budgetValues } from './model';

/** Cities shown: the most named ones (the list has some seventy). */
const TOP_CITIES = 10;

const FIXED_OPTIONS: Record<Exclude<QuestionnaireQuestion, 'city'>, readonly string[]> = {
  services: QUESTIONNAIRE_SERVICES,
  frequency: QUESTIONNAIRE_FREQUENCIES,
  paymentMethod: QUESTIONNAIRE_PAYMENT_METHODS,
  budget: QUESTIONNAIRE_BUDGETS,
};

interface Row {
  option: string;
  label: string;
  count: number;
}

function QuestionCounts({
  question,
  rows,
  total,
  note,
}: {
  question: QuestionnaireQuestion;
  rows: Row[];
  total: number;
  note?: string;
}) {
  const { t } = useTranslation(USER_QUESTIONNAIRE_NS);
  const percent = numberFormat(DATE_LOCALES[usePageLanguage()], {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (
    <Box component="section" data-testid={`summary-${question}`}>
      <Typography variant="h6" component="h3">
        {t(`questions.${question}.label`)}
      </Typography>
      {note && (
        <Typography variant="body2" color="textSecondary">
          {note}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1 }}>
        {rows.map(({ option, label, count }) => {
          const share = total > 0 ? count / total : 0;
          return (
            <Box component="li" key={option} data-testid={`summary-${question}-${option}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{label}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('summary.row', { count, percent: percent.format(share) })}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, share * 100)}
                aria-label={label}
              />
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function Counts({ view }: { view: QuestionnaireSummaryView }) {
  const { t } = useTranslation(USER_QUESTIONNAIRE_NS);
  const fixed = (question: keyof typeof FIXED_OPTIONS): Row[] =>
    FIXED_OPTIONS[question].map((option) => ({
      option,
      label: t(
        `questions.${question}.options.${option}`,
        question === 'budget' ? budgetValues(option as QuestionnaireBudget) : {},
      ),
      count: view.counts[question][option] ?? 0,
    }));
  const cities: Row[] = Object.entries(view.counts.city)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, TOP_CITIES)
    .map(([city, count]) => ({
      option: city,
      label: city === QUESTIONNAIRE_OTHER_CITY ? t('questions.city.options.other') : city,
      count,
    }));
  return (
    <Stack spacing={3}>
      <QuestionCounts
        question="services"
        rows={fixed('services')}
        total={view.total}
        note={t('summary.servicesNote')}
      />
      <QuestionCounts question="frequency" rows={fixed('frequency')} total={view.total} />
      <QuestionCounts question="paymentMethod" rows={fixed('paymentMethod')} total={view.total} />
      <QuestionCounts
        question="city"
        rows={cities}
        total={view.total}
        note={t('summary.topCities', { max: TOP_CITIES })}
      />
      <QuestionCounts question="budget" rows={fixed('budget')} total={view.total} />
    </Stack>
  );
}

/** Admins see how many answers chose each option. */
export function QuestionnaireSummary({
  summary,
}: {
  summary: QueryResult<QuestionnaireSummaryView>;
}) {
  const { t } = useTranslation(USER_QUESTIONNAIRE_NS);
  const { data } = summary;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="questionnaire-summary">
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography variant="h5" component="h2" gutterBottom>
          {t('summary.title')}
        </Typography>
        <Button onClick={() => void summary.refetch().catch(() => {})}>
          {t('summary.refresh')}
        </Button>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('summary.intro')}
      </Typography>
      {summary.status === 'error' && <Alert severity="error">{t('summary.error')}</Alert>}
      {!data && summary.status === 'loading' && (
        <CircularProgress aria-label={t('summary.loading')} />
      )}
      {data && (
        <Stack spacing={2}>
          <Typography sx={{ fontWeight: 600 }} data-testid="summary-total">
            {t('summary.total', { count: data.total })}
          </Typography>
          {data.total === 0 ? (
            <Typography color="textSecondary">{t('summary.empty')}</Typography>
          ) : (
            <Counts view={data} />
          )}
        </Stack>
      )}
    </Paper>
  );
}
