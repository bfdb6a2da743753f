import { PROVIDER_PAGE_FIELDS } from '@marketplace/domain';
import { prefetchPublicQuery, publicDocumentQuery } from '../../shared/firebase/publicQuery';
import { providerServicesQuery } from './api';

/**
 * A provider page's first reads, started from its address before the page is drawn: the
 * provider and its services. Reviews wait for the provider (none are read when it has none).
 */
export function prefetchProviderPage(id: string): void {
  prefetchPublicQuery(publicDocumentQuery(`providers/${id}`, [...PROVIDER_PAGE_FIELDS]));
  prefetchPublicQuery(providerServicesQuery(id));
}
