import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderSearchState } from '@marketplace/domain';
import type { PlaceFieldProps } from '../../shared/ui/PlaceField';
import { contentLanguage, PROVIDERS_NS } from './i18n';

/**
 * The "where" field's suggestions (Material's Autocomplete and Popper, about 18 KB) are not on
 * the results' critical path: a plain field of the same look holds the text until they arrive.
 * On a phone the form waits in the filters sheet, so they load only when it opens; offline,
 * if they were never downloaded, the plain field still searches (and the next form tries again).
 */
let loadedPlaceField: ComponentType<PlaceFieldProps> | undefined;

async function loadPlaceField(): Promise<ComponentType<PlaceFieldProps>> {
  loadedPlaceField ??= (await import('../../shared/ui/PlaceField')).PlaceField;
  return loadedPlaceField;
}

export type TypedSearch = Pick<ProviderSearchState, 'q' | 'location' | 'minPrice' | 'maxPrice'>;

/** A typed FCFA amount: spaces allowed ("25 000"); `null` when it is not a whole number. */
export function parseAmount(text: string): number | undefined | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '');
  if (digits === '') return undefined;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

const amountText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * What (free text), where (city or country) and the FCFA price range, applied together on
 * submit. A wrong amount gets a message and nothing is lost or applied.
 */
export function SearchForm({
  initial,
  onSubmit,
}: {
  initial: TypedSearch;
  onSubmit: (search: TypedSearch) => void;
}) {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const [q, setQ] = useState(initial.q);
  const [location, setLocation] = useState(initial.location);
  const [minPrice, setMinPrice] = useState(amountText(initial.minPrice));
  const [maxPrice, setMaxPrice] = useState(amountText(initial.maxPrice));
  const [checked, setChecked] = useState(false);
  const [plainFieldFocused, setPlainFieldFocused] = useState(false);
  // The form is remounted on every search: once loaded, the field starts with its suggestions.
  const [PlaceField, setPlaceField] = useState(() => loadedPlaceField);
  useEffect(() => {
    if (PlaceField) return;
    let mounted = true;
    loadPlaceField()
      .then((loaded) => mounted && setPlaceField(() => loaded))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [PlaceField]);

  const min = parseAmount(minPrice);
  const max = parseAmount(maxPrice);
  const minError = min === null ? t('services.priceInvalid') : undefined;
  const maxError =
    max === null
      ? t('services.priceInvalid')
      : min != null && max !== undefined && min > max
        ? t('services.priceOrder')
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (minError || maxError || min === null || max === null) return;
    onSubmit({ q: q.trim(), location: location.trim(), minPrice: min, maxPrice: max });
  };
  const commitLocation = (value: string) => {
    setLocation(value);
    setChecked(true);
    if (minError || maxError || min === null || max === null) return;
    onSubmit({ q: q.trim(), location: value.trim(), minPrice: min, maxPrice: max });
  };

  // The plain field and the one with suggestions look and read the same.
  const whereField = {
    id: 'services-location',
    label: t('services.locationLabel'),
    placeholder: t('services.locationPlaceholder'),
  };

  return (
    <Stack component="form" role="search" onSubmit={submit} noValidate spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          id="services-what"
          label={t('services.whatLabel')}
          placeholder={t('services.whatPlaceholder')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          fullWidth
        />
        {PlaceField ? (
          <PlaceField
            {...whereField}
            citiesLabel={t('services.cities')}
            countriesLabel={t('services.countries')}
            noOptionsText={t('services.noSuggestion')}
            language={contentLanguage(i18n.language)}
            value={location}
            onValueChange={setLocation}
            onPick={commitLocation}
            // Typing in the plain field carries on in this one.
            autoFocus={plainFieldFocused}
          />
        ) : (
          <TextField
            {...whereField}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            onFocus={() => setPlainFieldFocused(true)}
            onBlur={() => setPlainFieldFocused(false)}
            fullWidth
          />
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        {/* Side by side even on phones: the results should not start a screen further down. */}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id="services-min-price"
            label={t('services.minPrice')}
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
            error={checked && Boolean(minError)}
            helperText={checked ? minError : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1, minWidth: { sm: 180 } }}
          />
          <TextField
            id="services-max-price"
            label={t('services.maxPrice')}
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
            error={checked && Boolean(maxError)}
            helperText={checked ? maxError : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1, minWidth: { sm: 180 } }}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ flexShrink: 0, minHeight: 56, px: 4 }}
        >
          {t('services.apply')}
        </Button>
      </Stack>
    </Stack>
  );
}
