import { Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isoDay } from '@marketplace/domain';
import { COMMON_NS } from '../../shared/i18n';
import { saveLanguage } from '../../shared/i18n/detection';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageHeader } from '../../shared/ui/PageHeader';
import { TRANSLATION_DEMO_NS } from './i18n';
import { LanguageColumn } from './LanguageColumn';
import { valuesOf, type DemoInputs } from './values';

const PATH = '/translation-demo';

/** Spec §4: a language change loads the same page under the other prefix, and is saved. */
function LanguageSwitch() {
  const { t } = useTranslation(TRANSLATION_DEMO_NS);
  const other = usePageLanguage() === 'fr' ? 'en' : 'fr';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('switch.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('switch.current')}</Typography>
      <Button
        variant="outlined"
        href={localizedPath(PATH, other)}
        hrefLang={other}
        onClick={() => saveLanguage(other)}
      >
        {t('switch.action')}
      </Button>
    </Paper>
  );
}

/**
 * `/translation-demo` (spec §2, admin-only; issue 17 §6): an amount, a count and a date typed
 * once, shown live in French and in English side by side, with each language's plurals, the
 * app's FCFA format and its date formats.
 */
export default function TranslationDemoPage() {
  const { t } = useTranslation(TRANSLATION_DEMO_NS);
  const [inputs, setInputs] = useState<DemoInputs>(() => ({
    amount: '25000',
    count: '2',
    day: isoDay(new Date()),
  }));
  const values = valuesOf(inputs);
  const change = (field: keyof DemoInputs) => (event: { target: { value: string } }) =>
    setInputs((current) => ({ ...current, [field]: event.target.value }));
  const invalid = (field: 'amount' | 'count') =>
    inputs[field].trim() !== '' && values[field] === null;

  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <LanguageSwitch />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('inputs.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('inputs.amount')}
            value={inputs.amount}
            onChange={change('amount')}
            error={invalid('amount')}
            helperText={invalid('amount') && t('validation.invalidNumber', { ns: COMMON_NS })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={t('inputs.count')}
            value={inputs.count}
            onChange={change('count')}
            error={invalid('count')}
            helperText={
              invalid('count')
                ? t('validation.invalidNumber', { ns: COMMON_NS })
                : t('inputs.countHelp')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={t('inputs.date')}
            type="date"
            value={inputs.day}
            onChange={change('day')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </Paper>
      <Grid container spacing={2}>
        {LANGUAGES.map((language) => (
          <Grid key={language} size={{ xs: 12, md: 6 }}>
            <LanguageColumn language={language} values={values} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
