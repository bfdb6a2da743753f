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
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isoDay } from '@marketplace/domain';
import { useAuth } from '../../shared/auth/AuthState';
import { EmailVerificationStatus } from '../../shared/auth/EmailVerificationPanel';
import { useActiveCategories } from '../../shared/catalog/categories';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { pathWithoutLanguage } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { createQuote } from './api';
import { ContactStep } from './ContactStep';
import { DetailsStep } from './DetailsStep';
import { clearStoredDraft, saveStoredDraft, STEPS, type QuoteDraft, type StepId } from './draft';
import { errorTextKey, quoteErrorOf, type QuoteErrorKey } from './errors';
import { fieldId, type ProviderTarget, type StepProps } from './formKit';
import { LocationStep } from './LocationStep';
import { QUOTES_NS } from './namespace';
import { PhotosStep } from './PhotosStep';
import { ReviewStep } from './ReviewStep';
import { ServiceStep } from './ServiceStep';
import { useSignInPath } from './signIn';

type Status = 'idle' | 'checking' | 'invalid' | 'saving' | 'failed';

export interface QuoteWizardProps {
  initialDraft: QuoteDraft;
  initialStep: StepId;
  target: ProviderTarget | null;
  /** The request was created (or had been, by an earlier attempt of this draft). */
  onSubmitted: (id: string) => void;
}

/** The calendar day of the device, which the schemas compare preferred dates with. */
const today = () => isoDay(new Date());

/**
 * The quote request wizard: each step is checked with the domain schema before the next one
 * opens; the draft (request id and uploaded photos included) and the step are kept in
 * localStorage until the request is created, so a reload or a detour to sign in loses nothing.
 */
export function QuoteWizard({ initialDraft, initialStep, target, onSubmitted }: QuoteWizardProps) {
  const { t } = useTranslation(QUOTES_NS);
  const language = usePageLanguage();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const headingId = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signInPath = useSignInPath();
  const auth = useAuth().state;
  const [draft, setDraft] = useState(initialDraft);
  const [index, setIndex] = useState(() => Math.max(0, STEPS.indexOf(initialStep)));
  const fields = useFieldErrors(fieldId);
  const { errors, message } = fields;
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<QuoteErrorKey | null>(null);
  // A second click before the first one's render must not start a second submit.
  const submitting = useRef(false);
  const categories = useActiveCategories();
  const step = STEPS[index] ?? 'review';
  const busy = status === 'checking' || status === 'saving';

  useEffect(() => {
    saveStoredDraft({ draft, step });
  }, [draft, step]);

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
      found = validateStep(step, draft, today());
    } catch {
      // The checks could not be downloaded: the network is down.
      setStatus('failed');
      setFailure('network');
      return;
    }
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    fields.reset();
    goTo(index + 1);
  };

  const submit = async () => {
    if (submitting.current) return;
    if (auth.status !== 'signedIn') {
      // The draft is stored at this step: the sign-in page brings the visitor back here.
      saveStoredDraft({ draft, step: 'review' });
      void navigate(signInPath);
      return;
    }
    submitting.current = true;
    setStatus('saving');
    setFailure(null);
    try {
      const { buildRequest } = await import('./validation');
      const result = buildRequest(draft, today());
      if (!result.ok) {
        setIndex(STEPS.indexOf(result.step));
        showErrors(result.errors);
        return;
      }
      // The draft's request id: a retry of a request that went through answers the same id.
      const id = await createQuote({ ...result.input, language });
      clearStoredDraft(draft.providerId);
      onSubmitted(id);
    } catch (error) {
      // Nothing typed is lost: the form and its stored draft stay as they are.
      setFailure(quoteErrorOf(error));
      setStatus('failed');
    } finally {
      submitting.current = false;
    }
  };

  const stepProps: StepProps = {
    draft,
    change,
    message,
    language,
    categories: categories.data,
    categoriesFailed: categories.status === 'error',
    target,
  };
  // Messages of fields no step shows: only the review step can list them.
  const otherErrors =
    step === 'review' ? Object.keys(errors).map((path) => message(path) ?? '') : [];

  return (
    <Box>
      <Stepper
        activeStep={index}
        alternativeLabel={!narrow}
        aria-label={t('wizard.stepsLabel')}
        // On a phone the step counter says where one is; six circles would not fit.
        sx={{ mb: 3, pb: 1, overflowX: 'auto', display: { xs: 'none', sm: 'flex' } }}
      >
        {STEPS.map((id) => (
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
          {t('wizard.stepCounter', { current: index + 1, total: STEPS.length })}
        </Typography>
        <Typography id={headingId} variant="h5" component="h2" gutterBottom>
          {t(`steps.${step}.title`)}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t(`steps.${step}.description`)}
        </Typography>

        {step === 'service' && <ServiceStep {...stepProps} />}
        {step === 'details' && <DetailsStep {...stepProps} />}
        {step === 'location' && <LocationStep {...stepProps} today={today()} />}
        {step === 'contact' && <ContactStep {...stepProps} />}
        {step === 'photos' && (
          <PhotosStep
            {...stepProps}
            signedIn={auth.status === 'signedIn'}
            signInPath={signInPath}
          />
        )}
        {step === 'review' && (
          <ReviewStep
            {...stepProps}
            otherErrors={otherErrors}
            onEdit={(target) => goTo(STEPS.indexOf(target))}
          />
        )}

        {status === 'invalid' && step !== 'review' && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {t('wizard.invalid')}
          </Alert>
        )}
        {status === 'failed' && failure && (
          <Alert
            severity="error"
            sx={{ mt: 3 }}
            role="alert"
            action={
              failure === 'unauthenticated' ? (
                <Button color="inherit" size="small" component={Link} to={signInPath}>
                  {t('wizard.signIn')}
                </Button>
              ) : undefined
            }
          >
            {t(errorTextKey(failure))}
          </Alert>
        )}
        {status === 'failed' && failure === 'emailNotVerified' && (
          <Box sx={{ mt: 2 }}>
            <EmailVerificationStatus continuePath={`${pathWithoutLanguage(pathname)}${search}`} />
          </Box>
        )}
        {step === 'review' && auth.status === 'signedOut' && (
          <Alert severity="info" sx={{ mt: 3 }}>
            {t('wizard.signInToSend')}
          </Alert>
        )}

        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 2 }}>
          <Button onClick={() => goTo(index - 1)} disabled={index === 0 || busy}>
            {t('wizard.back')}
          </Button>
          {step === 'review' ? (
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={busy || auth.status === 'loading'}
            >
              {status === 'saving'
                ? t('wizard.sending')
                : auth.status === 'signedOut'
                  ? t('wizard.signInAndSend')
                  : t('wizard.send')}
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
