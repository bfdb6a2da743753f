import { PAYMENT_API, type PaymentStatus, type PaymentView } from '@marketplace/domain';
import { apiFetch, apiMutate } from '../../shared/api/http';

/** What the hosted checkout's `GET /:id/result` answers: `open` (nothing paid), `expired`, or the payment's status. */
export interface HostedResult {
  status: 'open' | 'expired' | PaymentStatus;
  payment: PaymentView | null;
}

/** Opens an Anka Pay session → the hosted page's address (a full page navigation follows). */
export const createHostedSession = (priceFCFA: number, lang: 'fr' | 'en') =>
  apiMutate<{ url: string }>(PAYMENT_API.hostedSessions, { json: { priceFCFA, lang } });

export const fetchHostedResult = (sessionId: string) =>
  apiFetch<HostedResult>(`${PAYMENT_API.hostedPage(sessionId)}/result`);

/** The receipt of the session's payment (the server adds the payment's access key). */
export const hostedReceiptUrl = (sessionId: string, lang: 'fr' | 'en') =>
  `${PAYMENT_API.hostedPage(sessionId)}/receipt?lang=${lang}`;

/** Leaves the app for the hosted page (a separate site in real life: not a router navigation). */
export const goToHostedPage = (url: string) => window.location.assign(url);
