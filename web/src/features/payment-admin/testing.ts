import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { AdminPayment } from './model';

/** A row as the converter gives it (its cursor a stand-in snapshot). */
export function adminPayment(id: string, changes: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id,
    cursor: { id } as QueryDocumentSnapshot,
    reference: `PAY-${id.toUpperCase().padEnd(12, '0').slice(0, 12)}`,
    target: 'booking',
    bookingId: `booking-${id}`,
    payerName: 'Awa Koné',
    description: 'Réparation de fuite',
    method: 'orange_money',
    operator: 'orange_money',
    amountFCFA: 10_150,
    priceFCFA: 10_000,
    feesFCFA: 150,
    status: 'success',
    failureReason: null,
    createdAt: new Date('2026-03-12T09:05:00Z'),
    settledAt: new Date('2026-03-12T09:06:00Z'),
    ...changes,
  };
}
