import { Autocomplete, Box, TextField, Typography, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import {
  COUNTRY_NAMES,
  placeSuggestions,
  type Language,
  type PlaceSuggestion,
} from '@marketplace/domain';

export interface PlaceFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** Group headings of the suggestions. */
  citiesLabel: string;
  countriesLabel: string;
  noOptionsText: string;
  language: Language;
  /** The text in the field (free text or a suggestion's label). */
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was picked, or the field was cleared (''). */
  onPick?: (value: string) => void;
  /** Takes the focus when mounted, with its suggestions open. */
  autoFocus?: boolean;
}

const filterPlaces = createFilterOptions<PlaceSuggestion>({
  ignoreAccents: true,
  ignoreCase: true,
  stringify: (place) => [place.label, ...place.aliases].join(' '),
  limit: 8,
});

/** "Where": free text with suggestions of the main cities and the 12 countries. */
export function PlaceField({
  id,
  label,
  placeholder,
  citiesLabel,
  countriesLabel,
  noOptionsText,
  language,
  value,
  onValueChange,
  onPick,
  autoFocus = false,
}: PlaceFieldProps) {
  const options = useMemo(() => placeSuggestions(language), [language]);
  return (
    <Autocomplete
      id={id}
      freeSolo
      fullWidth
      openOnFocus={autoFocus}
      options={options}
      filterOptions={filterPlaces}
      groupBy={(place) => (place.kind === 'city' ? citiesLabel : countriesLabel)}
      getOptionLabel={(place) => (typeof place === 'string' ? place : place.label)}
      getOptionKey={(place) => (typeof place === 'string' ? place : `${place.kind}-${place.label}`)}
      noOptionsText={noOptionsText}
      inputValue={value}
      onInputChange={(_event, text) => onValueChange(text)}
      onChange={(_event, picked, reason) => {
        if (reason === 'selectOption' && picked) {
          onPick?.(typeof picked === 'string' ? picked : picked.label);
        } else if (reason === 'clear') {
          onPick?.('');
        }
      }}
      renderOption={({ key, ...props }, place) => (
        <Box component="li" key={key} {...props}>
          {place.label}
          {place.kind === 'city' && (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
              {COUNTRY_NAMES[place.country][language]}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} autoFocus={autoFocus} label={label} placeholder={placeholder} />
      )}
    />
  );
}
