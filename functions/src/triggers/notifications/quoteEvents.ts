import type { NotifyRequest } from '../../lib/notify';
import {
  amount,
  millis,
  notificationId,
  notifyRequest,
  text,
  titleOf,
  uidOf,
  type Data,
} from './documents';

/**
 * The notifications a write to `quotes/{quoteId}/responses/{providerId}` produces (issue 14,
 * "Events → kinds"). The api creates a response `requested` when the request reaches a
 * provider, then `respond` moves it to `sent` (revision 0) and each revision to `revised`
 * (revision + 1; functions/src/http/quotes/provider.ts):
 * - created `requested` → quote_request to that provider;
 * - a new `sent` or `revised` quote (status or revision changed) → provider_response to the
 *   customer, one per revision. A repeat of the same quote writes nothing, so sends nothing.
 * The document's `providerId` must be the path's (the one it was sent to).
 */
export function quoteResponseRequests(
  quoteId: string,
  providerId: string,
  before: Data | undefined,
  after: Data | undefined,
  eventTime: Date,
): NotifyRequest[] {
  if (!after || after.providerId !== providerId) return [];
  const at = (key: string) => new Date(millis(after, key) ?? eventTime.getTime());
  if (!before && after.status === 'requested') {
    const request = quoteRequest(quoteId, providerId, after, at('createdAt'));
    return request ? [request] : [];
  }
  const quoted = after.status === 'sent' || after.status === 'revised';
  const changed = before?.status !== after.status || before?.revision !== after.revision;
  if (!quoted || !changed) return [];
  const request = providerResponse(quoteId, providerId, after, at('updatedAt'));
  return request ? [request] : [];
}

function quoteRequest(quoteId: string, providerId: string, response: Data, at: Date) {
  const request = response.request as Data | undefined;
  const category = text(request, 'category');
  const city = text(request, 'city');
  const customerName = text(request, 'customerName');
  if (category === null || city === null || customerName === null) return null;
  return notifyRequest('quote_request', {
    uid: providerId,
    id: notificationId('quote_request', quoteId, providerId),
    params: { quoteId, category, serviceTitle: titleOf(request?.serviceTitle), city, customerName },
    at,
  });
}

function providerResponse(quoteId: string, providerId: string, response: Data, at: Date) {
  const uid = uidOf(response, 'customerId');
  const providerName = text(response, 'providerName');
  const totalFCFA = amount(response, 'totalFCFA');
  const revision = amount(response, 'revision');
  if (!uid || providerName === null || totalFCFA === null || revision === null) return null;
  return notifyRequest('provider_response', {
    uid,
    id: notificationId('provider_response', quoteId, providerId, revision),
    params: { quoteId, providerId, providerName, totalFCFA },
    at,
  });
}
