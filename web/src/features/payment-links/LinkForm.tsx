import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LINK_LIMITS, formatFCFA } from '@marketplace/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import { createPaymentLink } from './api';
import { linkFailureOf, type LinkFailure } from './errors';
import { PAYMENT_LINKS_NS } from './i18n';
import { EMPTY_DRAFT, VALIDITY_UNITS, type CreatedLink, type LinkDraft } from './model';

const fieldId = (field: string) => `payment-link-${field}`;

/** Amount, description and validity, checked with the api's schema, then the api's answer. */
export function LinkForm({ onCreated }: { onCreated: (link: CreatedLink) => void }) {
  const { t } = useTranslation(PAYMENT_LINKS_NS);
  const [draft, setDraft] = useState<LinkDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<LinkFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const change = (field: keyof LinkDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    const errorField = field === 'unit' ? 'validity' : field;
    setErrors(({ [errorField]: _cleared, ...rest }) => rest);
  };
  const message = (field: string) => {
    const error = errors[field];
    return error ? t(error.key, { ns: COMMON_NS, ...error.values }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setFailure(null);
    try {
      const { buildLinkInput } = await import('./validation');
      const result = buildLinkInput(draft);
      if (!result.ok) {
        setErrors(result.errors);
        const first = Object.keys(result.errors)[0];
        if (first) document.getElementById(fieldId(first))?.focus();
        return;
      }
      const created = await createPaymentLink(result.input);
      onCreated({
        id: created.id,
        url: created.url,
        amountFCFA: result.input.amountFCFA,
        description: result.input.description,
      });
      setDraft(EMPTY_DRAFT);
    } catch (error) {
      // What was typed stays: the user tries again as it is.
      setFailure(linkFailureOf(error));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('form.title')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <TextField
          id={fieldId('amount')}
          label={t('form.amount')}
          value={draft.amount}
          onChange={(event) => change('amount', event.target.value)}
          error={Boolean(errors.amount)}
          helperText={
            message('amount') ??
            t('form.amountHelp', {
              min: formatFCFA(PAYMENT_LINK_LIMITS.minAmountFCFA),
              max: formatFCFA(PAYMENT_LINK_LIMITS.maxAmountFCFA),
            })
          }
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'link-amount' } }}
        />
        <TextField
          id={fieldId('description')}
          label={t('form.description')}
          value={draft.description}
          onChange={(event) => change('description', event.target.value)}
          error={Boolean(errors.description)}
          helperText={message('description') ?? t('form.descriptionHelp')}
          required
          multiline
          minRows={2}
          slotProps={{
            htmlInput: {
              maxLength: PAYMENT_LINK_LIMITS.descriptionMax,
              'data-testid': 'link-description',
            },
          }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            id={fieldId('validity')}
            label={t('form.validity')}
            value={draft.validity}
            onChange={(event) => change('validity', event.target.value)}
            error={Boolean(errors.validity)}
            helperText={message('validity')}
            required
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'link-validity' } }}
          />
          <TextField
            select
            label={t('form.unit')}
            value={draft.unit}
            onChange={(event) => change('unit', event.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'link-unit' } } }}
          >
            {VALIDITY_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(`units.${unit}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {failure && <Alert severity="error">{t(`errors.${failure}`)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          data-testid="link-create"
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t(saving ? 'form.creating' : 'form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
