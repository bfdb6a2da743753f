import {
  categoryToken,
  chooseQuoteRecipients,
  cityCentre,
  geohashRanges,
  QUOTE_ERRORS,
  QUOTE_LIMITS,
  type QuoteRequestDocument,
  type QuoteRequestInput,
} from '@marketplace/domain';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { notFound } from './shared';
import { providerSummary, type ProviderSummary } from './documents';

/** Candidates read per geohash range: far more than the few an open request goes to. */
const CANDIDATES_PER_RANGE = 100;

/**
 * The providers of `category` near the job, read with the provider search's own index
 * (`searchTokens` contains `c:<category>`, then a `geo.geohash` range): one query per range of
 * the circle of `matchRadiusKm` around the city's centre. A city we cannot place is matched by
 * name (`city ==`).
 */
async function candidatesNear(
  db: Firestore,
  category: string,
  city: string,
): Promise<ProviderSummary[]> {
  const providers = db.collection('providers');
  const ofCategory = providers.where('searchTokens', 'array-contains', categoryToken(category));
  const centre = cityCentre(city);
  const queries: Query[] = centre
    ? geohashRanges(centre, QUOTE_LIMITS.matchRadiusKm).map(([start, end]) =>
        ofCategory.orderBy('geo.geohash').startAt(start).endAt(end).limit(CANDIDATES_PER_RANGE),
      )
    : [ofCategory.where('city', '==', city.trim()).limit(CANDIDATES_PER_RANGE)];
  const snapshots = await Promise.all(queries.map((query) => query.get()));
  const byId = new Map<string, ProviderSummary>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    byId.set(doc.id, providerSummary(doc.id, doc.data()));
  }
  return [...byId.values()];
}

export interface Recipients {
  providers: ProviderSummary[];
  serviceTitle: QuoteRequestDocument['serviceTitle'];
}

/**
 * Who receives a request (issue 12 §2): the provider it is aimed at (404 if unknown, 400
 * `own_request` for oneself), else at most `QUOTE_LIMITS.recipients` matching providers
 * chosen by the domain's `chooseQuoteRecipients` (400 `no_matching_providers` if none).
 */
export async function findRecipients(
  db: Firestore,
  input: QuoteRequestInput,
  customerId: string,
): Promise<Recipients> {
  if (input.providerId) {
    if (input.providerId === customerId) {
      throw new HttpError(400, QUOTE_ERRORS.ownRequest, 'You cannot ask yourself for a quote');
    }
    const [provider, service] = await Promise.all([
      db.doc(`providers/${input.providerId}`).get(),
      input.serviceId
        ? db.doc(`providers/${input.providerId}/services/${input.serviceId}`).get()
        : null,
    ]);
    if (!provider.exists) throw notFound('provider');
    if (service && !service.exists) throw notFound('service');
    const title = service?.get('title') as QuoteRequestDocument['serviceTitle'] | undefined;
    return {
      providers: [providerSummary(provider.id, provider.data() ?? {})],
      serviceTitle: title && typeof title.fr === 'string' ? title : null,
    };
  }
  const candidates = await candidatesNear(db, input.category, input.location.city);
  const job = { city: input.location.city, geo: cityCentre(input.location.city) ?? null };
  const chosen = chooseQuoteRecipients(candidates, job, customerId);
  if (chosen.length === 0) {
    throw new HttpError(
      400,
      QUOTE_ERRORS.noProviders,
      'No provider of this category works near this city yet',
    );
  }
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  return {
    providers: chosen.map((id) => byId.get(id)).filter((provider) => provider !== undefined),
    serviceTitle: null,
  };
}
