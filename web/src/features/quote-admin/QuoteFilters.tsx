import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAJOR_CITIES, QUOTE_STATUSES, type QuoteStatus } from '@marketplace/domain';
import { QUOTE_ADMIN_NS } from './i18n';
import { NO_FILTERS, type AdminQuoteFilters } from './model';

const CITY_NAMES = [...new Set(MAJOR_CITIES.map((city) => city.name))].sort((a, b) =>
  a.localeCompare(b, 'fr'),
);

interface Props {
  filters: AdminQuoteFilters;
  /** Categories to choose from: slug and name in the page language. */
  categories: readonly { slug: string; name: string }[];
  onChange: (filters: AdminQuoteFilters) => void;
}

/**
 * Status, category and city, each an equality filter on the stored field. The city matches
 * the request's exact spelling: the known cities are suggested, any other can be typed.
 */
export function QuoteFilters({ filters, categories, onChange }: Props) {
  const { t } = useTranslation(QUOTE_ADMIN_NS);
  const [cityText, setCityText] = useState(filters.city);
  const set = (change: Partial<AdminQuoteFilters>) => onChange({ ...filters, ...change });
  const active = filters.status !== '' || filters.category !== '' || filters.city !== '';
  return (
    <Stack
      role="group"
      aria-label={t('filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'flex-start' } }}
    >
      <TextField
        select
        label={t('filters.status')}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as QuoteStatus | '' })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {QUOTE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.category')}
        value={filters.category}
        onChange={(event) => set({ category: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.slug} value={category.slug}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        freeSolo
        options={CITY_NAMES}
        value={filters.city || null}
        inputValue={cityText}
        onInputChange={(_event, value) => setCityText(value)}
        // A pick, Enter on typed text, or clearing the field applies the filter.
        onChange={(_event, value) => set({ city: (value ?? '').trim() })}
        noOptionsText={t('filters.noCity')}
        sx={{ minWidth: 220 }}
        renderInput={(params) => (
          <TextField {...params} label={t('filters.city')} helperText={t('filters.cityHelp')} />
        )}
      />
      {active && (
        <Button
          onClick={() => {
            setCityText('');
            onChange(NO_FILTERS);
          }}
          sx={{ alignSelf: { md: 'center' } }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
