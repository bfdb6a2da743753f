import { Alert, AlertTitle, Button, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUESTIONNAIRE_BUDGETS,
  QUESTIONNAIRE_FREQUENCIES,
  QUESTIONNAIRE_PAYMENT_METHODS,
  type QuestionnaireBudget,
} from '@marketplace/domain';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { useIdempotentSubmit } from '../../shared/forms/useIdempotentSubmit';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { sendQuestionnaire } from './api';
import { USER_QUESTIONNAIRE_NS } from './i18n';
import { budgetValues, EMPTY_DRAFT, type QuestionnaireDraft } from './model';
import { ChoiceQuestion, CityQuestion, questionId, ServicesQuestion } from './QuestionFields';

/** The five questions on one screen, checked with the api's schema, then sent. */
export function QuestionnaireForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(USER_QUESTIONNAIRE_NS);
  const language = usePageLanguage();
  const [draft, setDraft] = useState<QuestionnaireDraft>(EMPTY_DRAFT);
  const fields = useFieldErrors(questionId);
  const { sent, failure, sending, submit, again } = useIdempotentSubmit({
    check: async (id) =>
      (await import('./validation')).buildQuestionnaireInput(id, draft, language),
    send: sendQuestionnaire,
    fields,
    onSent,
  });

  const answer =
    <Field extends keyof QuestionnaireDraft>(field: Field) =>
    (value: QuestionnaireDraft[Field]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      fields.clear([field]);
    };

  const answerAgain = () => {
    again();
    setDraft(EMPTY_DRAFT);
  };

  if (sent) {
    return (
      <Alert
        severity="success"
        role="status"
        data-testid="questionnaire-sent"
        action={<Button onClick={answerAgain}>{t('sent.again')}</Button>}
      >
        <AlertTitle>{t('sent.title')}</AlertTitle>
        {t('sent.text')}
      </Alert>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" spacing={3} noValidate onSubmit={submit}>
        <ServicesQuestion
          value={draft.services}
          onChange={answer('services')}
          error={fields.message('services')}
        />
        <ChoiceQuestion
          question="frequency"
          options={QUESTIONNAIRE_FREQUENCIES}
          value={draft.frequency}
          onChange={answer('frequency')}
          error={fields.message('frequency')}
        />
        <ChoiceQuestion
          question="paymentMethod"
          options={QUESTIONNAIRE_PAYMENT_METHODS}
          value={draft.paymentMethod}
          onChange={answer('paymentMethod')}
          error={fields.message('paymentMethod')}
        />
        <CityQuestion value={draft.city} onChange={answer('city')} error={fields.message('city')} />
        <ChoiceQuestion
          question="budget"
          options={QUESTIONNAIRE_BUDGETS}
          value={draft.budget}
          onChange={answer('budget')}
          error={fields.message('budget')}
          labelValues={(budget) => budgetValues(budget as QuestionnaireBudget)}
        />
        {failure && <Alert severity="error">{t(`errors.${failure}`)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t(sending ? 'sending' : 'submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
