import { Autocomplete, Button, Paper, Stack, TextField, createFilterOptions } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localize } from '@marketplace/domain';
import { useActiveCategories, type ActiveCategory } from '../../shared/catalog/categories';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { contentLanguage, HOME_NS } from './i18n';
import { PlaceField } from '../../shared/ui/PlaceField';

const filterCategories = createFilterOptions<ActiveCategory>({
  ignoreAccents: true,
  ignoreCase: true,
  // Either language finds the category, whichever the page shows.
  stringify: (category) => [category.name.fr, category.name.en, category.slug].join(' '),
});

/**
 * The hero's "what + where" search. Submitting (button or Enter) opens
 * `/services?q=<text>&location=<place>`: the results page finds the typed words through the
 * providers' search tokens, in either language and without accents, so nothing depends on the
 * categories having loaded. A category picked from the suggestions opens
 * `/services?category=<slug>&location=<place>` instead. Empty parameters are omitted.
 */
export function HeroSearch() {
  const { t, i18n } = useTranslation(HOME_NS);
  const language = contentLanguage(i18n.language);
  const pageLanguage = usePageLanguage();
  const navigate = useNavigate();
  const categories = useActiveCategories();
  const [what, setWhat] = useState('');
  const [picked, setPicked] = useState<ActiveCategory | null>(null);
  const [where, setWhere] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (picked) params.set('category', picked.slug);
    else if (what.trim()) params.set('q', what.trim());
    if (where.trim()) params.set('location', where.trim());
    const search = params.toString();
    navigate(`${localizedPath('/services', pageLanguage)}${search ? `?${search}` : ''}`);
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('hero.searchLabel')}
      onSubmit={submit}
      elevation={3}
      data-testid="hero-search"
      sx={{ p: { xs: 2, md: 2.5 }, mt: { xs: 3, md: 4 }, maxWidth: 900 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Autocomplete
          id="hero-search-what"
          freeSolo
          fullWidth
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
            setWhat(text);
            // Typing over a picked category makes it free text again.
            if (reason === 'input' || reason === 'clear') setPicked(null);
          }}
          onChange={(_event, value) => setPicked(typeof value === 'string' ? null : value)}
          renderInput={(params) => (
            <TextField
              {...params}
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
          onValueChange={setWhere}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ flexShrink: 0, px: 4, minHeight: 56 }}
        >
          {t('hero.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
