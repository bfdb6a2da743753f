import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, localize } from '@marketplace/domain';
import { parseBudgetText } from './budget';
import { OTHER_SERVICE, STEPS, type StepId } from './draft';
import type { StepProps } from './formKit';
import { formatDay } from '../../shared/i18n/dates';
import { QUOTES_NS } from './namespace';

export interface ReviewStepProps extends StepProps {
  onEdit: (step: StepId) => void;
  /** Messages of fields that no step shows (rare: a tampered draft). */
  otherErrors: string[];
}

/** One line "label: value" of the summary. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="span" color="textSecondary">
        {label}
      </Typography>
      <Typography component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Last step: everything entered, section by section, each with a way back to change it. */
export function ReviewStep({
  draft,
  language,
  categories,
  target,
  onEdit,
  otherErrors,
}: ReviewStepProps) {
  const { t } = useTranslation(QUOTES_NS);
  const notGiven = t('review.notGiven');
  const category = categories?.find((item) => item.slug === draft.category);
  const categoryName = category ? localize(category.name, language) : draft.category;
  const service = target?.services?.find((item) => item.id === draft.service);
  const budget = parseBudgetText(draft.budget);

  const sections: Record<Exclude<StepId, 'review'>, ReactNode> = {
    service: (
      <Stack spacing={0.5}>
        {target?.name && <Line label={t('review.provider')}>{target.name}</Line>}
        {target && (
          <Line label={t('review.service')}>
            {draft.service === OTHER_SERVICE || !service
              ? t('service.other')
              : localize(service.title, language)}
          </Line>
        )}
        <Line label={t('review.category')}>{categoryName || notGiven}</Line>
      </Stack>
    ),
    details: (
      <Stack spacing={0.5}>
        <Line label={t('review.description')}>{draft.description.trim() || notGiven}</Line>
        <Line label={t('review.urgency')}>
          {draft.urgency ? t(`urgency.${draft.urgency}`) : notGiven}
        </Line>
        <Line label={t('review.budget')}>
          {budget === null
            ? t('review.noBudget')
            : Number.isNaN(budget)
              ? draft.budget
              : formatFCFA(budget)}
        </Line>
      </Stack>
    ),
    location: (
      <Stack spacing={0.5}>
        <Line label={t('review.place')}>
          {[draft.address.trim(), draft.city.trim()].filter(Boolean).join(', ') || notGiven}
        </Line>
        <Line label={t('review.preferredDate')}>
          {draft.preferredDate ? formatDay(draft.preferredDate, language) : t('review.anyDate')}
        </Line>
      </Stack>
    ),
    contact: (
      <Stack spacing={0.5}>
        <Line label={t('review.contactMethod')}>
          {draft.contactMethod ? t(`contactMethod.${draft.contactMethod}`) : notGiven}
        </Line>
        <Line label={t('review.additionalInfo')}>{draft.additionalInfo.trim() || notGiven}</Line>
      </Stack>
    ),
    photos: (
      <Typography>
        {draft.photos.length === 0
          ? t('review.noPhotos')
          : draft.photos.map((photo) => photo.name).join(', ')}
      </Typography>
    ),
  };

  return (
    <Stack spacing={2} data-testid="quote-review">
      <Typography color="textSecondary">{t('review.intro')}</Typography>
      {otherErrors.map((error) => (
        <Alert key={error} severity="error">
          {error}
        </Alert>
      ))}
      {STEPS.filter((step) => step !== 'review').map((step) => (
        <Paper key={step} variant="outlined" component="section" sx={{ p: 2 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t(`steps.${step}.title`)}
            </Typography>
            <Button
              size="small"
              onClick={() => onEdit(step)}
              aria-label={t('review.editSection', { section: t(`steps.${step}.title`) })}
            >
              {t('review.edit')}
            </Button>
          </Stack>
          {sections[step]}
        </Paper>
      ))}
    </Stack>
  );
}
