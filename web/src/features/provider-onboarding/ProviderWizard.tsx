import {
  Alert,
  Box,
  Button,
  Paper,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVIDER_LIMITS } from '@marketplace/domain';
import { useActiveCategories } from '../../shared/catalog/categories';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { saveFailureOf, saveProvider, type SaveFailure, type SaveOutcome } from './api';
import {
  clearStoredDraft,
  saveStoredDraft,
  STEPS,
  stepsOf,
  type ProviderDraft,
  type StepId,
  type Variant,
} from './draft';
import { fieldId, type StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';
import { AvailabilityStep } from './AvailabilityStep';
import { ContactStep } from './ContactStep';
import { LanguagesStep } from './LanguagesStep';
import { LocationStep } from './LocationStep';
import { PresentationStep } from './PresentationStep';
import { ReviewStep } from './ReviewStep';
import { ServicesStep } from './ServicesStep';
import { TradeStep } from './TradeStep';

type Status = 'idle' | 'checking' | 'invalid' | 'saving' | 'failed';

export interface ProviderWizardProps {
  uid: string;
  variant: Variant;
  initialDraft: ProviderDraft;
  initialStep: StepId;
  /** The saved services' ids when editing an existing provider; null for a new one. */
  existingServiceIds: readonly string[] | null;
  onSaved: (outcome: SaveOutcome) => void;
}

/** The variant's step for a stored step (the basic form has no hours or languages step). */
function startIndex(steps: readonly StepId[], stored: StepId): number {
  const order = STEPS.indexOf(stored);
  return Math.max(0, steps.filter((step) => STEPS.indexOf(step) <= order).length - 1);
}

/**
 * The multi-step form: each step is checked with the domain schemas before the next one opens;
 * the draft and the step are kept in sessionStorage until the profile is saved.
 */
export function ProviderWizard({
  uid,
  variant,
  initialDraft,
  initialStep,
  existingServiceIds,
  onSaved,
}: ProviderWizardProps) {
  const { t } = useTranslation(ONBOARDING_NS);
  const language = usePageLanguage();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const headingId = useId();
  const steps = stepsOf(variant);
  const [draft, setDraft] = useState(initialDraft);
  const [index, setIndex] = useState(() => startIndex(steps, initialStep));
  const fields = useFieldErrors(fieldId);
  const { errors, message } = fields;
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const categories = useActiveCategories();
  const step = steps[index] ?? 'review';
  const busy = status === 'checking' || status === 'saving';
  const editing = existingServiceIds !== null;

  useEffect(() => {
    saveStoredDraft(uid, { draft, step });
  }, [uid, draft, step]);

  const change: StepProps['change'] = (update, ...paths) => {
    setDraft(update);
    fields.clear(paths);
  };

  const showErrors = (found: FieldErrors) => {
    fields.show(found);
    setStatus('invalid');
  };

  const goTo = (target: number) => {
    setIndex(target);
    setStatus('idle');
    setFailure(null);
    window.scrollTo?.({ top: 0 });
  };

  const next = async () => {
    if (busy) return;
    setStatus('checking');
    let found: FieldErrors;
    try {
      const { validateStep } = await import('./validation');
      found = validateStep(step, draft);
    } catch {
      // The checks could not be downloaded: the network is down.
      setStatus('failed');
      setFailure('offline');
      return;
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    fields.reset();
    if (step === 'trade') {
      // Services still without one of the chosen categories get the first one.
      setDraft((current) => ({
        ...current,
        services: current.services.map((service) =>
          current.categories.includes(service.category)
            ? service
            : { ...service, category: current.categories[0] ?? '' },
        ),
      }));
    }
    goTo(index + 1);
  };

  const submit = async () => {
    if (busy) return;
    setStatus('saving');
    setFailure(null);
    try {
      const { buildSubmission } = await import('./validation');
      const result = buildSubmission(draft, variant);
      if (!result.ok) {
        setIndex(steps.indexOf(result.step));
        showErrors(result.errors);
        return;
      }
      const outcome = await saveProvider(uid, result.submission, existingServiceIds);
      clearStoredDraft(uid);
      onSaved(outcome);
    } catch (error) {
      // Nothing typed is lost: the form and its stored draft stay as they are.
      setFailure(saveFailureOf(error));
      setStatus('failed');
    }
  };

  const stepProps: StepProps = {
    draft,
    change,
    message,
    language,
    categories: categories.data,
    categoriesFailed: categories.status === 'error',
  };
  const maxServices =
    variant === 'advanced'
      ? PROVIDER_LIMITS.services
      : Math.max(1, existingServiceIds?.length ?? 0, draft.services.length);
  // Messages of fields no step shows: only the review step can list them.
  const otherErrors =
    step === 'review' ? Object.keys(errors).map((path) => message(path) ?? '') : [];

  return (
    <Box>
      <Stepper
        activeStep={index}
        alternativeLabel={!narrow}
        orientation="horizontal"
        aria-label={t('wizard.stepsLabel')}
        // On a phone the step counter says where one is; eight circles would not fit.
        sx={{ mb: 3, pb: 1, overflowX: 'auto', display: { xs: 'none', sm: 'flex' } }}
      >
        {steps.map((id) => (
          <Step key={id}>
            <StepLabel>{narrow ? '' : t(`steps.${id}.title`)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={headingId}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography variant="overline" color="textSecondary">
          {t('wizard.stepCounter', { current: index + 1, total: steps.length })}
        </Typography>
        <Typography
          id={headingId}
          variant="h5"
          component="h2"
          gutterBottom
          data-testid="onboarding-step-title"
        >
          {t(`steps.${step}.title`)}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t(`steps.${step}.description`)}
        </Typography>

        {step === 'trade' && <TradeStep {...stepProps} />}
        {step === 'presentation' && <PresentationStep {...stepProps} />}
        {step === 'location' && <LocationStep {...stepProps} />}
        {step === 'services' && <ServicesStep {...stepProps} maxServices={maxServices} />}
        {step === 'availability' && <AvailabilityStep {...stepProps} />}
        {step === 'languages' && <LanguagesStep {...stepProps} />}
        {step === 'contact' && <ContactStep {...stepProps} />}
        {step === 'review' && (
          <ReviewStep
            {...stepProps}
            steps={steps}
            otherErrors={otherErrors}
            onEdit={(target) => goTo(steps.indexOf(target))}
          />
        )}

        {status === 'invalid' && step !== 'review' && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {t('wizard.invalid')}
          </Alert>
        )}
        {status === 'failed' && failure && (
          <Alert severity="error" sx={{ mt: 3 }} role="alert">
            {t(`errors.${failure}`)}
          </Alert>
        )}

        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 2 }}>
          <Button onClick={() => goTo(index - 1)} disabled={index === 0 || busy}>
            {t('wizard.back')}
          </Button>
          {step === 'review' ? (
            <Button variant="contained" onClick={() => void submit()} disabled={busy}>
              {status === 'saving'
                ? t('wizard.saving')
                : editing
                  ? t('wizard.submitEdit')
                  : t('wizard.submitCreate')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void next()} disabled={busy}>
              {t('wizard.next')}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
