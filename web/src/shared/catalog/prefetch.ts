import { prefetchPublicQuery } from '../firebase/publicQuery';
import { ACTIVE_CATEGORIES_QUERY } from './categories';

/** The home page's read, started from its address before the page is drawn (its route's `prefetch`). */
export function prefetchActiveCategories(): void {
  prefetchPublicQuery(ACTIVE_CATEGORIES_QUERY);
}
