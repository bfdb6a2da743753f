import { prefetchPublicQuery } from '../firebase/publicQuery';
import { ACTIVE_CATEGORIES_QUERY } from './categories';

/**
 * The categories' read, started from a page's address before the page is drawn (the home and
 * results routes' `prefetch`); the page's own read then takes its answer.
 */
export function prefetchActiveCategories(): void {
  prefetchPublicQuery(ACTIVE_CATEGORIES_QUERY);
}
