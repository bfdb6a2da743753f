import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import type { AdminQuote } from './model';

/** A request as the admin list reads it (its cursor a stand-in snapshot of the same id). */
export function quoteOf(id: string, overrides: Partial<AdminQuote> = {}): AdminQuote {
  return {
    id,
    cursor: { id } as QueryDocumentSnapshot,
    customerId: `customer-${id}`,
    customerName: 'Awa',
    providerId: null,
    serviceId: null,
    serviceTitle: null,
    category: 'plumbing',
    description: 'Fuite sous l’évier de la cuisine',
    urgency: 'high',
    budgetFCFA: 30_000,
    location: { city: 'Douala', address: 'Rue 12, Akwa' },
    preferredDate: '2025-03-10',
    contactMethod: 'whatsapp',
    additionalInfo: '',
    photoIds: [],
    language: 'fr',
    status: 'pending',
    recipientIds: ['p1', 'p2', 'p3'],
    quoteCount: 0,
    acceptedProviderId: null,
    contractId: null,
    cancelReason: null,
    cancelledBy: null,
    createdAt: new Date('2025-03-01T09:00:00Z'),
    updatedAt: new Date('2025-03-01T09:00:00Z'),
    expiresAt: new Date('2025-03-15T09:00:00Z'),
    ...overrides,
  };
}

export const liveSuccess = <T>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});
