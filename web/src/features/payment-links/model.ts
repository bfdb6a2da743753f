/** A payment link as its creator's list shows it (`paymentLinks/{id}`, written by the api). */
export interface CreatorLink {
  id: string;
  amountFCFA: number;
  description: string;
  expiresAt: Date;
  createdAt: Date;
  status: 'active' | 'paid';
  /** The signed token, to share the link again; null on a link stored without it. */
  token: string | null;
}

export type LinkState = 'active' | 'paid' | 'expired';

/** As the api's view: paid wins, else expired from its expiry on. */
export function linkStateAt(link: Pick<CreatorLink, 'status' | 'expiresAt'>, now: Date): LinkState {
  if (link.status === 'paid') return 'paid';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export const VALIDITY_UNITS = ['hours', 'days'] as const;
export type ValidityUnit = (typeof VALIDITY_UNITS)[number];

/** The form as typed: text fields stay text until they are checked. */
export interface LinkDraft {
  amount: string;
  description: string;
  validity: string;
  unit: ValidityUnit;
}

export const EMPTY_DRAFT: LinkDraft = {
  amount: '',
  description: '',
  validity: '48',
  unit: 'hours',
};

/** The link the api just made. */
export interface CreatedLink {
  id: string;
  url: string;
  amountFCFA: number;
  description: string;
}
