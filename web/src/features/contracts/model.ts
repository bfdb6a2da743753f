import type { ContractDocument } from '@marketplace/domain';

/** `contracts/{id}` as the page reads it: Timestamps become Dates (null until known). */
export type Contract = ContractDocument<Date | null> & { id: string };

/** The two sides of a contract; an admin reads it without being one. */
export type ContractParty = 'customer' | 'provider';
export const CONTRACT_PARTIES: readonly ContractParty[] = ['customer', 'provider'];
