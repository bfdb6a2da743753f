import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localize } from '@marketplace/domain';
import { useActiveCategories, type ActiveCategory } from '../../shared/catalog/categories';
import { PlaceField } from '../../shared/ui/PlaceField';
import type { HeroFieldsProps } from './HeroSearch';
import { contentLanguage, HOME_NS } from './i18n';

const filterCategories = createFilterOptions<ActiveCategory>({
  ignoreAccents: true,
  ignoreCase: true,
  // Either language finds the category, whichever the page shows.
  stringify: (category) => [category.name.fr, category.name.en, category.slug].join(' '),
});

/**
 * The hero's fields with their suggestion lists: categories for "what", cities and countries
 * for "where". Loaded when the visitor first focuses a field; `focused` is the field that had
 * the focus then, which keeps it (and opens its list) here.
 */
export function HeroSuggestions({
  what,
  onWhatChange,
  onPick,
  where,
  onWhereChange,
  focused,
}: HeroFieldsProps) {
  const { t, i18n } = useTranslation(HOME_NS);
  const language = contentLanguage(i18n.language);
  const categories = useActiveCategories();
  return (
    <>
      <Autocomplete
        id="hero-search-what"
        freeSolo
        fullWidth
        openOnFocus={focused === 'what'}
        options={categories.data ?? []}
        filterOptions={filterCategories}
        getOptionLabel={(option) =>
          typeof option === 'string' ? option : localize(option.name, language)
        }
        getOptionKey={(option) => (typeof option === 'string' ? option : option.slug)}
        loading={categories.status === 'loading'}
        loadingText={t('hero.loading')}
        noOptionsText={t('hero.noCategory')}
        inputValue={what}
        onInputChange={(_event, text, reason) => {
          // Typing over a picked category makes it free text again.
          onWhatChange(text, reason === 'input' || reason === 'clear');
        }}
        onChange={(_event, value) => onPick(typeof value === 'string' ? null : value)}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus={focused === 'what'}
            label={t('hero.whatLabel')}
            placeholder={t('hero.whatPlaceholder')}
          />
        )}
      />
      <PlaceField
        id="hero-search-where"
        label={t('hero.whereLabel')}
        placeholder={t('hero.wherePlaceholder')}
        citiesLabel={t('hero.cities')}
        countriesLabel={t('hero.countries')}
        noOptionsText={t('hero.noPlace')}
        language={language}
        value={where}
        onValueChange={onWhereChange}
        autoFocus={focused === 'where'}
      />
    </>
  );
}
