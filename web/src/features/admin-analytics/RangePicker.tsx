import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_GRANULARITIES, type AnalyticsGranularity } from '@marketplace/domain';
import { ChoiceToggle } from '../../shared/ui/ChoiceToggle';
import { ADMIN_ANALYTICS_NS } from './i18n';
import { defaultQuery, maxBuckets, rangeProblem, type AnalyticsQuery } from './range';

interface Props {
  query: AnalyticsQuery;
  today: string;
  onChange: (query: AnalyticsQuery) => void;
}

/**
 * Granularity (a new one shows its default range at once) and the days from/to, checked with
 * the api's own rule before asking (the api refuses the same ranges).
 */
export function RangePicker({ query, today, onChange }: Props) {
  const { t } = useTranslation(ADMIN_ANALYTICS_NS);
  const [draft, setDraft] = useState({ from: query.from, to: query.to });
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);

  const choose = (granularity: AnalyticsGranularity) => {
    const next = defaultQuery(granularity, today);
    setDraft({ from: next.from, to: next.to });
    setProblem(null);
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...query, ...draft };
    const found = rangeProblem(next);
    setProblem(found);
    if (!found) onChange(next);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mb: 3 }} aria-label={t('range.label')}>
      <ChoiceToggle
        label={t('range.granularity')}
        choices={ANALYTICS_GRANULARITIES}
        value={query.granularity}
        labelOf={(granularity) => t(`granularity.${granularity}`)}
        onChange={choose}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          type="date"
          size="small"
          label={t('range.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('range.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          {t('range.apply')}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="range-problem">
          {t(`errors.${problem}`, {
            max: maxBuckets(query.granularity),
            unit: t(`units.${query.granularity}`, { count: maxBuckets(query.granularity) }),
          })}
        </Alert>
      )}
    </Box>
  );
}
