import { Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@marketplace/domain';
import type { ActiveCategory } from '../../shared/catalog/categories';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { useOnline } from '../../shared/maps/useOnline';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { contentLanguage, PROVIDERS_NS } from './i18n';
import type { ResultsView } from './searchUrl';

/** "All" and one chip per active category, each a link to the same page with that category. */
export function CategoryChips({
  id,
  categories,
  selected,
  hrefFor,
}: {
  id: string;
  categories: LiveData<ActiveCategory[]>;
  selected: string;
  hrefFor: (slug: string) => string;
}) {
  const { t, i18n } = useTranslation(PROVIDERS_NS);
  const language = contentLanguage(i18n.language);
  return (
    <>
      <Typography id={id} variant="subtitle2" component="p" color="textSecondary" sx={{ mb: 1 }}>
        {t('services.categoryLabel')}
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-labelledby={id}
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        <CategoryChip label={t('services.allCategories')} to={hrefFor('')} selected={!selected} />
        {categories.data?.map((item) => (
          <CategoryChip
            key={item.slug}
            label={localize(item.name, language)}
            to={hrefFor(item.slug)}
            selected={item.slug === selected}
          />
        ))}
      </Stack>
      {categories.status === 'error' && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('services.categoriesError')}
        </Typography>
      )}
    </>
  );
}

function CategoryChip({ label, to, selected }: { label: string; to: string; selected: boolean }) {
  return (
    <Chip
      component={LocalizedLink}
      to={to}
      clickable
      label={label}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-current={selected ? 'page' : undefined}
    />
  );
}

/** List or map (`view=map`), as two toggle buttons. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  const { t } = useTranslation(PROVIDERS_NS);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={t('services.viewLabel')}
      onChange={(_event, next: ResultsView | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="list">{t('services.viewList')}</ToggleButton>
      <ToggleButton value="map">{t('services.viewMap')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

const CACHE_NOTE_DELAY_MS = 2000;

/**
 * Whether to say results may be out of date: they come from the device's cache while offline,
 * or the server has not confirmed them for a while (a listener answers from the cache first).
 */
export function useCachedNote(fromCache: boolean): boolean {
  const online = useOnline();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!fromCache) return;
    const timer = setTimeout(() => setWaited(true), CACHE_NOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fromCache]);
  return fromCache && (!online || waited);
}

export function CachedNote({ fromCache }: { fromCache: boolean }) {
  const { t } = useTranslation(PROVIDERS_NS);
  if (!useCachedNote(fromCache)) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="offline-note">
      {t('services.offlineNote')}
    </Typography>
  );
}
