import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractTerms, Language } from '@marketplace/domain';
import { contractFailureOf, saveTerms, type ContractFailure } from './api';
import { formatDay } from '../../shared/i18n/dates';
import { CONTRACTS_NS } from './i18n';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { Section, useFieldMessage } from './layout';
import type { Contract } from './model';
import type { TermsErrors, TermsField } from './validation';

/** The free-text terms written over several lines, in the form's order. */
const LONG_FIELDS = [
  'paymentTerms',
  'deliverables',
  'responsibilities',
  'penalties',
  'terminationClause',
] as const satisfies readonly TermsField[];
/** The order of the form, for focusing the first invalid field. */
const FIELD_ORDER: readonly TermsField[] = ['duration', 'startDate', 'endDate', ...LONG_FIELDS];

interface Props {
  contract: Contract;
  language: Language;
  /** The provider may draft or edit the terms (pending contract). */
  editable: boolean;
  onSaved: () => void;
}

/** The contract's terms; the provider drafts or edits them here while signatures are collected. */
export function TermsSection({ contract, language, editable, onSaved }: Props) {
  const { t } = useTranslation(CONTRACTS_NS);
  const [editing, setEditing] = useState(false);
  const { terms } = contract;
  return (
    <Section title={t('terms.title')}>
      {!contract.termsDrafted && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('terms.proposal')}
        </Alert>
      )}
      {editing ? (
        <TermsForm
          contract={contract}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
        />
      ) : (
        <>
          <DescriptionList
            rows={[
              [t('terms.duration'), terms.duration],
              [t('terms.startDate'), formatDay(terms.startDate, language)],
              [t('terms.endDate'), formatDay(terms.endDate, language)],
              [t('terms.paymentTerms'), terms.paymentTerms],
              [t('terms.deliverables'), terms.deliverables],
              [t('terms.responsibilities'), terms.responsibilities],
              [t('terms.penalties'), terms.penalties || t('terms.none')],
              [t('terms.terminationClause'), terms.terminationClause],
            ]}
          />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t('terms.version', { version: contract.termsVersion })}
          </Typography>
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {t('terms.hashLine', { hash: contract.termsHash })}
          </Typography>
          {editable && (
            <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
              {contract.termsDrafted ? t('termsForm.edit') : t('termsForm.draft')}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}

function TermsForm({
  contract,
  onCancel,
  onSaved,
}: {
  contract: Contract;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(CONTRACTS_NS);
  const message = useFieldMessage();
  const [values, setValues] = useState<ContractTerms>(contract.terms);
  const [errors, setErrors] = useState<TermsErrors>({});
  const [failure, setFailure] = useState<ContractFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: TermsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const { validateTerms } = await import('./validation');
    const result = validateTerms(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await saveTerms(contract.id, result.value);
      onSaved();
    } catch (error) {
      setFailure(contractFailureOf(error));
      setSaving(false);
    }
  };

  const fieldProps = (field: TermsField) => ({
    id: `contract-terms-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: message(errors[field]),
    fullWidth: true,
  });
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <Box component="form" ref={form} noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <Alert severity="warning">{t('termsForm.voidWarning')}</Alert>
        {hasErrors && <Alert severity="error">{t('termsForm.hasErrors')}</Alert>}
        <TextField label={t('terms.duration')} required {...fieldProps('duration')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['startDate', 'endDate'] as const).map((field) => (
            <TextField
              key={field}
              type="date"
              label={t(`terms.${field}`)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...fieldProps(field)}
            />
          ))}
        </Stack>
        {LONG_FIELDS.map((field) => (
          <TextField
            key={field}
            label={
              field === 'penalties'
                ? `${t('terms.penalties')} (${t('termsForm.optional')})`
                : t(`terms.${field}`)
            }
            required={field !== 'penalties'}
            multiline
            minRows={3}
            {...fieldProps(field)}
          />
        ))}
        {failure && <Alert severity="error">{t(`errors.${failure}`)}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('termsForm.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('termsForm.saving') : t('termsForm.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
