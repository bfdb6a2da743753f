import {
  BOOKING_ERRORS,
  providerTimeZone,
  SERVICE_UNITS,
  type FreeSlotQuery,
} from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import { notFound } from './shared';

/** What booking needs of `providers/{uid}`. */
export interface BookableProvider {
  id: string;
  name: string;
  timeZone: string;
  availability: FreeSlotQuery['availability'];
}

/** What booking needs of `providers/{uid}/services/{id}`. */
export interface BookableService {
  id: string;
  title: { fr: string; en?: string };
  category: string;
  priceFCFA: number;
  unit: Exclude<(typeof SERVICE_UNITS)[number], 'quote'>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `availability` as stored → only its lists of strings (a malformed day offers nothing). */
function availabilityOf(value: unknown): FreeSlotQuery['availability'] {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((slot) => typeof slot === 'string'),
    ),
  );
}

export function bookableProvider(id: string, data: Record<string, unknown>): BookableProvider {
  return {
    id,
    name: typeof data.displayName === 'string' ? data.displayName : '',
    timeZone: providerTimeZone(data.country),
    availability: availabilityOf(data.availability),
  };
}

/** The service as bookable, or 400 `service_needs_quote` for one priced on quote. */
export function bookableService(id: string, data: Record<string, unknown>): BookableService {
  const unit = data.unit as (typeof SERVICE_UNITS)[number];
  if (unit === 'quote' || !SERVICE_UNITS.includes(unit)) {
    throw new HttpError(
      400,
      BOOKING_ERRORS.serviceNeedsQuote,
      'This service is priced on quote: request a quote instead',
    );
  }
  const title = isRecord(data.title) ? data.title : {};
  return {
    id,
    title: {
      fr: typeof title.fr === 'string' ? title.fr : '',
      ...(typeof title.en === 'string' ? { en: title.en } : {}),
    },
    category: typeof data.category === 'string' ? data.category : '',
    priceFCFA: typeof data.priceFCFA === 'number' ? data.priceFCFA : 0,
    unit,
  };
}

/** The provider and one of their services (404 when either is missing). */
export async function loadProviderService(
  db: Firestore,
  providerId: string,
  serviceId: string,
): Promise<{ provider: BookableProvider; service: BookableService }> {
  const [provider, service] = await db.getAll(
    db.doc(`providers/${providerId}`),
    db.doc(`providers/${providerId}/services/${serviceId}`),
  );
  if (!provider?.exists) throw notFound('provider');
  if (!service?.exists) throw notFound('service');
  return {
    provider: bookableProvider(providerId, provider.data() ?? {}),
    service: bookableService(serviceId, service.data() ?? {}),
  };
}

/** The provider alone (a reschedule keeps the booked service). */
export async function loadProvider(db: Firestore, providerId: string): Promise<BookableProvider> {
  const provider = await db.doc(`providers/${providerId}`).get();
  if (!provider.exists) throw notFound('provider');
  return bookableProvider(providerId, provider.data() ?? {});
}
