import { parseProviderSearch } from '@marketplace/domain';
import { prefetchActiveCategories } from '../../shared/catalog/prefetch';
import { prefetchPublicQuery } from '../../shared/firebase/publicQuery';
import { providerSearchQueries } from './api';

/**
 * The results page's reads, started from its address before the page is drawn: the first
 * page of results and the categories (the title's name). A further page (`after`) is left to
 * the page: its cursor must be read first.
 */
export async function prefetchProviderResults(
  search: URLSearchParams,
  categorySlug?: string,
): Promise<void> {
  prefetchActiveCategories();
  const state = parseProviderSearch(search, categorySlug?.trim());
  if (state.after) return;
  for (const query of await providerSearchQueries(state)) prefetchPublicQuery(query);
}
