import { providerSearchParams, type ProviderSearchState } from '@marketplace/domain';

/** The results as cards, or on the map (its stand-in without Maps): `?view=map`. */
export type ResultsView = 'list' | 'map';

export function parseView(params: { get(name: string): string | null }): ResultsView {
  return params.get('view') === 'map' ? 'map' : 'list';
}

/**
 * The French path of a search (LocalizedLink/localizedPath add `/en`): `/services?…`, or
 * `/services/{slug}?…` when `slugPath` is set and a category is chosen (slug pages stay slug
 * pages). Defaults are left out; `view=map` comes last.
 */
export function servicesHref(
  state: ProviderSearchState,
  { view = 'list', slugPath = false }: { view?: ResultsView; slugPath?: boolean } = {},
): string {
  const onSlug = slugPath && state.category !== '';
  const params = new URLSearchParams([...providerSearchParams(state, { omitCategory: onSlug })]);
  if (view === 'map') params.set('view', 'map');
  const path = onSlug ? `/services/${encodeURIComponent(state.category)}` : '/services';
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * How many filters narrow the results, for the phone's "Filters (n)" button: the text, the
 * place, the category, verified only, the price bounds, the minimum rating and "near me" (the
 * order is not a filter).
 */
export function activeFilterCount(state: ProviderSearchState): number {
  return [
    state.q !== '',
    state.location !== '',
    state.category !== '',
    state.verified,
    state.minPrice !== undefined,
    state.maxPrice !== undefined,
    state.minRating !== undefined,
    state.near !== undefined,
  ].filter(Boolean).length;
}
