import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BOOKING_LIMITS, formatFCFA } from '@marketplace/domain';
import { useAuth } from '../../shared/auth/AuthState';
import { useFieldErrors } from '../../shared/forms/useFieldErrors';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { createBooking } from './api';
import type { ProviderInfo, ServiceOption } from './converters';
import {
  clearStoredDraft,
  loadStoredDraft,
  newDraft,
  saveStoredDraft,
  withChoice,
  type BookingDraft,
  type BookingStep,
  type ChoiceChange,
  type StoredDraft,
} from './draft';
import {
  bookingErrorOf,
  ERROR_VALUES,
  errorTextKey,
  SLOT_FAILURES,
  type BookingErrorKey,
} from './errors';
import { BOOKINGS_NS } from './namespace';
import { ReviewStep } from './ReviewStep';
import { DurationPicker, ServicePicker } from './ServicePicker';
import { useSignInPath } from './signIn';
import { SlotPicker } from './SlotPicker';
import type * as Validation from './validation';

/** A field's DOM id, from its path. */
const fieldId = (path: string) => `booking-${path}`;

/** What `/my-bookings` receives after a booking, to confirm it. */
export interface BookedState {
  booked: string;
}

/**
 * The choice to start from: the stored draft for this provider (after a sign-in or a reload),
 * unless the address names another service; its service must still be bookable, and a
 * fixed-price service keeps its own duration.
 */
function initialState(
  providerId: string,
  serviceParam: string | null,
  bookable: ServiceOption[],
  kit: typeof Validation,
): StoredDraft {
  const stored = loadStoredDraft(providerId);
  const start: StoredDraft =
    stored && (serviceParam === null || stored.draft.serviceId === serviceParam)
      ? stored
      : { draft: newDraft(providerId, serviceParam ?? ''), step: 'choose' };
  const service = bookable.find((candidate) => candidate.id === start.draft.serviceId);
  if (!service) return { draft: { ...start.draft, serviceId: '', time: '' }, step: 'choose' };
  const durationMinutes =
    service.unit === 'fixed' || start.draft.durationMinutes === 0
      ? kit.defaultBookingDuration(service.durationMinutes)
      : start.draft.durationMinutes;
  const draft = { ...start.draft, durationMinutes };
  // A review needs a whole choice: a stored draft without one opens at the choice.
  const step = start.step === 'review' && kit.buildBookingInput(draft).ok ? 'review' : 'choose';
  return { draft, step };
}

type Status = 'idle' | 'invalid' | 'saving' | 'failed';

export interface BookingFormProps {
  providerId: string;
  provider: ProviderInfo;
  services: ServiceOption[];
  serviceParam: string | null;
  kit: typeof Validation;
}

export function BookingForm({
  providerId,
  provider,
  services,
  serviceParam,
  kit,
}: BookingFormProps) {
  const { t } = useTranslation(BOOKINGS_NS);
  const language = usePageLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const signInPath = useSignInPath();
  const auth = useAuth().state;
  const headingId = useId();
  const bookable = services.filter((service) => service.unit !== 'quote');
  const onQuote = services.filter((service) => service.unit === 'quote');
  const [initial] = useState(() => initialState(providerId, serviceParam, bookable, kit));
  const [draft, setDraft] = useState<BookingDraft>(initial.draft);
  const [step, setStep] = useState<BookingStep>(initial.step);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<BookingErrorKey | null>(null);
  // Bumped to read the free slots again once one was taken meanwhile.
  const [slotsVersion, setSlotsVersion] = useState(0);
  // A second click before the first one's render must not start a second booking.
  const submitting = useRef(false);
  const fields = useFieldErrors(fieldId);
  const { message } = fields;
  const service = bookable.find((candidate) => candidate.id === draft.serviceId);
  const price = service ? kit.bookingPrice(service, draft.durationMinutes) : null;
  const chosenService = params.get('service');

  useEffect(() => {
    saveStoredDraft({ draft, step });
  }, [draft, step]);

  // The address names the chosen service: the sign-in page comes back to it, a link shares it.
  useEffect(() => {
    if (!draft.serviceId || chosenService === draft.serviceId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('service', draft.serviceId);
        return next;
      },
      { replace: true },
    );
  }, [draft.serviceId, chosenService, setParams]);

  const choose = (change: ChoiceChange, ...paths: string[]) => {
    setDraft((current) => withChoice(current, change));
    fields.clear(paths);
    if (change.time) setFailure(null);
  };

  const chooseService = (serviceId: string) => {
    const chosen = bookable.find((candidate) => candidate.id === serviceId);
    if (!chosen) return;
    choose(
      { serviceId, durationMinutes: kit.defaultBookingDuration(chosen.durationMinutes) },
      'serviceId',
      'durationMinutes',
      'time',
    );
  };

  const goTo = (target: BookingStep) => {
    setStep(target);
    window.scrollTo?.({ top: 0 });
  };

  const review = () => {
    const result = kit.buildBookingInput(draft);
    if (!result.ok) {
      fields.show(result.errors);
      setStatus('invalid');
      return;
    }
    fields.reset();
    setStatus('idle');
    setFailure(null);
    goTo('review');
  };

  const submit = async () => {
    if (submitting.current) return;
    if (auth.status !== 'signedIn') {
      // The choice is stored at this step: the sign-in page brings the visitor back here.
      saveStoredDraft({ draft, step: 'review' });
      void navigate(signInPath);
      return;
    }
    const result = kit.buildBookingInput(draft);
    if (!result.ok) {
      goTo('choose');
      fields.show(result.errors);
      setStatus('invalid');
      return;
    }
    submitting.current = true;
    setStatus('saving');
    setFailure(null);
    try {
      // The draft's request id: a retry of a booking that went through answers the same id.
      const id = await createBooking(result.input);
      clearStoredDraft(providerId);
      const state: BookedState = { booked: id };
      void navigate(localizedPath('/my-bookings', language), { state });
    } catch (error) {
      const key = bookingErrorOf(error);
      setFailure(key);
      setStatus('failed');
      if (SLOT_FAILURES.includes(key)) {
        // Nothing was booked: another start (a new booking, a new id) among fresh slots.
        setDraft((current) => withChoice(current, { time: '' }));
        setSlotsVersion((version) => version + 1);
        goTo('choose');
      }
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Stack spacing={2}>
      {provider.name && (
        <Typography color="textSecondary">
          {t('scheduling.intro', { name: provider.name })}
        </Typography>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={headingId}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id={headingId} variant="h5" component="h2" gutterBottom>
          {t(`steps.${step}`)}
        </Typography>

        {step === 'choose' ? (
          <Stack spacing={3}>
            <ServicePicker
              providerId={providerId}
              bookable={bookable}
              onQuote={onQuote}
              serviceId={draft.serviceId}
              onService={chooseService}
              error={message('serviceId')}
              language={language}
              fieldId={fieldId}
            />
            {service && (
              <DurationPicker
                service={service}
                durationMinutes={draft.durationMinutes}
                onDuration={(durationMinutes) =>
                  choose({ durationMinutes }, 'durationMinutes', 'time')
                }
                error={message('durationMinutes')}
                fieldId={fieldId}
              />
            )}
            {price && (
              <Typography data-testid="choice-total">
                {t('durationPicker.total', { total: formatFCFA(price.totalFCFA) })}
              </Typography>
            )}
            {failure && SLOT_FAILURES.includes(failure) && (
              <Alert severity="warning" role="alert">
                {t(errorTextKey(failure), ERROR_VALUES)}
              </Alert>
            )}
            {service && (
              <SlotPicker
                providerId={providerId}
                serviceId={draft.serviceId}
                durationMinutes={draft.durationMinutes}
                timeZone={provider.timeZone}
                day={draft.day}
                time={draft.time}
                onDay={(day) => choose({ day }, 'day', 'time')}
                onTime={(time) => choose({ time }, 'time')}
                dayError={message('day')}
                timeError={message('time')}
                version={slotsVersion}
                fieldId={fieldId}
              />
            )}
            {service && (
              <TextField
                id={fieldId('notes')}
                label={t('notes.label')}
                value={draft.notes}
                onChange={(event) => {
                  const { value } = event.target;
                  setDraft((current) => ({ ...current, notes: value }));
                  fields.clear(['notes']);
                }}
                error={message('notes') !== undefined}
                helperText={message('notes') ?? t('notes.help')}
                multiline
                minRows={3}
                fullWidth
                slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.notes } }}
              />
            )}
            {status === 'invalid' && <Alert severity="error">{t('scheduling.invalid')}</Alert>}
            {bookable.length > 0 && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button variant="contained" onClick={review}>
                  {t('scheduling.review')}
                </Button>
              </Box>
            )}
          </Stack>
        ) : (
          <ReviewStep
            summary={
              service && price
                ? {
                    draft,
                    service,
                    providerName: provider.name,
                    timeZone: provider.timeZone,
                    price,
                    language,
                  }
                : null
            }
            failure={status === 'failed' ? failure : null}
            saving={status === 'saving'}
            authStatus={auth.status}
            signInPath={signInPath}
            onEdit={() => goTo('choose')}
            onConfirm={() => void submit()}
          />
        )}
      </Paper>
    </Stack>
  );
}
