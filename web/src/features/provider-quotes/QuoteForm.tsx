import { Alert, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay, QUOTE_LIMITS } from '@marketplace/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { respondToRequest } from './api';
import { actionFailureOf, type ActionFailure } from './errors';
import { useFieldMessage } from './fieldMessage';
import { PROVIDER_QUOTES_NS } from './i18n';
import { LineItemsEditor } from './LineItemsEditor';
import type { InboxItem } from './model';
import {
  DURATION_UNITS,
  initialValues,
  type DurationUnit,
  type QuoteFormValues,
} from './quoteForm';

type Field = Exclude<keyof QuoteFormValues, 'lineItems'>;

/** Where each field's message is: its path in the request body. */
const PATHS: Record<Field, string> = {
  duration: 'durationMinutes',
  durationUnit: 'durationMinutes',
  earliestStart: 'earliestStart',
  validityDays: 'validityDays',
  message: 'message',
};

const isUnit = (value: string): value is DurationUnit =>
  (DURATION_UNITS as readonly string[]).includes(value);

/**
 * The provider's quote for a request, new (`send`) or revised (`revise`): checked with the
 * domain schema on submit (loaded then), then `PUT /api/quotes/{id}/response`.
 */
export function QuoteForm({
  item,
  mode,
  onCancel,
  onDone,
}: {
  item: InboxItem;
  mode: 'send' | 'revise';
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const translate = useFieldMessage();
  const headingId = useId();
  // The platform's calendar day (UTC), as the api checks it.
  const [today] = useState(() => isoDay(new Date()));
  const [values, setValues] = useState(() => initialValues(item, today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const message = (path: string) => translate(errors[path]);
  const dropErrors = (cleared: (path: string) => boolean) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !cleared(path))),
    );
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    dropErrors((path) => path === PATHS[field]);
  };
  const field = (name: Exclude<Field, 'durationUnit'>, label: string) => {
    const error = message(PATHS[name]);
    return {
      id: `quote-${name}`,
      label,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
      error: error !== undefined,
      helperText: error,
      fullWidth: true,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const { validateQuote } = await import('./validation');
      const result = validateQuote(values, today);
      if (!result.ok) {
        setErrors(result.errors);
        setSending(false);
        return;
      }
      setErrors({});
      await respondToRequest(item.quoteId, result.input);
      onDone();
    } catch (error) {
      // Nothing typed is lost: the form stays as it is, to send again.
      setFailure(actionFailureOf(error));
      setSending(false);
    }
  };

  const validityError = message('validityDays');
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t(`form.title.${mode}`)}
      </Typography>
      <Stack spacing={3}>
        <LineItemsEditor
          lines={values.lineItems}
          message={message}
          onChange={(lineItems, cleared) => {
            setValues((current) => ({ ...current, lineItems }));
            dropErrors(cleared);
          }}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 7, sm: 4 }}>
            <TextField
              {...field('duration', t('form.duration'))}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={{ xs: 5, sm: 2 }}>
            <TextField
              id="quote-durationUnit"
              label={t('form.durationUnit')}
              value={values.durationUnit}
              onChange={(event) => {
                if (isUnit(event.target.value)) set('durationUnit', event.target.value);
              }}
              select
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {DURATION_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`form.units.${unit}`)}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('earliestStart', t('form.earliestStart'))}
              type="date"
              required
              slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('validityDays', t('form.validityDays'))}
              helperText={
                validityError ?? t('form.validityHelp', { max: QUOTE_LIMITS.validityDaysMax })
              }
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        </Grid>
        <TextField
          {...field('message', t('form.message'))}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.message } }}
        />
        {hasErrors && <Alert severity="error">{t('form.fixErrors')}</Alert>}
        {failure && <Alert severity="error">{t(`errors.${failure}`)}</Alert>}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button onClick={onCancel} disabled={sending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? t('form.sending') : t(`form.submit.${mode}`)}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
