import { Box, Button, type SxProps, type Theme } from '@mui/material';
import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActiveCategory } from '../../shared/catalog/categories';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { plainPaper } from '../../shared/ui/plainPaper';
import { PlainTextField } from '../../shared/ui/PlainTextField';
import { HOME_NS } from './i18n';

type HeroField = 'what' | 'where';

/** What the hero's two fields need, plain or with their suggestion lists (HeroSuggestions). */
export interface HeroFieldsProps {
  what: string;
  /** `typed`: the visitor changed the text (rather than picking a suggestion). */
  onWhatChange: (text: string, typed: boolean) => void;
  onPick: (category: ActiveCategory | null) => void;
  where: string;
  onWhereChange: (text: string) => void;
  /** The field that has the focus when the suggestion lists arrive. */
  focused?: HeroField;
}

const FIELD_IDS: Record<HeroField, string> = {
  what: 'hero-search-what',
  where: 'hero-search-where',
};

/** A paper (elevation 3) holding the fields and the button: a column on a phone, a row from `md`. */
const formSx: SxProps<Theme> = (theme) => ({
  ...plainPaper(theme, 3),
  p: { xs: 2, md: 2.5 },
  mt: { xs: 3, md: 4 },
  maxWidth: 900,
  display: 'flex',
  flexDirection: { xs: 'column', md: 'row' },
  alignItems: 'stretch',
  gap: 2,
});

/**
 * The hero's "what + where" search. Submitting (button or Enter) opens
 * `/services?q=<text>&location=<place>`: the results page finds the typed words through the
 * providers' search tokens, in either language and without accents, so nothing depends on the
 * categories having loaded. A category picked from the suggestions opens
 * `/services?category=<slug>&location=<place>` instead. Empty parameters are omitted.
 *
 * The fields start plain: their suggestion lists (MUI Autocomplete with its popup, the places:
 * about 40 KB gzip) load when the visitor first focuses one, and take over the text typed
 * meanwhile and the focus. A visitor who only looks at the home page never downloads them, and
 * if they cannot load (offline), the plain fields still search.
 */
export function HeroSearch() {
  const { t } = useTranslation(HOME_NS);
  const pageLanguage = usePageLanguage();
  const navigate = useNavigate();
  const [what, setWhat] = useState('');
  const [picked, setPicked] = useState<ActiveCategory | null>(null);
  const [where, setWhere] = useState('');
  const [Suggestions, setSuggestions] = useState<ComponentType<HeroFieldsProps>>();
  // The plain field that has the focus now, so that the lists take it over when they arrive:
  // the visitor may have moved from one field to the other while they downloaded.
  const [focused, setFocused] = useState<HeroField>();

  const loadSuggestions = () => {
    import('./HeroSuggestions')
      .then(({ HeroSuggestions }) => setSuggestions(() => HeroSuggestions))
      .catch(() => undefined);
  };
  const focusHandlers = (field: HeroField) => ({
    onFocus: () => {
      setFocused(field);
      loadSuggestions();
    },
    onBlur: () => setFocused((current) => (current === field ? undefined : current)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (picked) params.set('category', picked.slug);
    else if (what.trim()) params.set('q', what.trim());
    if (where.trim()) params.set('location', where.trim());
    const search = params.toString();
    navigate(`${localizedPath('/services', pageLanguage)}${search ? `?${search}` : ''}`);
  };

  const fields: HeroFieldsProps = {
    what,
    onWhatChange: (text, typed) => {
      setWhat(text);
      if (typed) setPicked(null);
    },
    onPick: setPicked,
    where,
    onWhereChange: setWhere,
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('hero.searchLabel')}
      onSubmit={submit}
      data-testid="hero-search"
      sx={formSx}
    >
      {Suggestions ? (
        <Suggestions {...fields} focused={focused} />
      ) : (
        <>
          <PlainTextField
            id={FIELD_IDS.what}
            label={t('hero.whatLabel')}
            placeholder={t('hero.whatPlaceholder')}
            value={what}
            onValueChange={(text) => fields.onWhatChange(text, true)}
            {...focusHandlers('what')}
          />
          <PlainTextField
            id={FIELD_IDS.where}
            label={t('hero.whereLabel')}
            placeholder={t('hero.wherePlaceholder')}
            value={where}
            onValueChange={setWhere}
            {...focusHandlers('where')}
          />
        </>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ flexShrink: 0, px: 4, minHeight: 56 }}
      >
        {t('hero.submit')}
      </Button>
    </Box>
  );
}
