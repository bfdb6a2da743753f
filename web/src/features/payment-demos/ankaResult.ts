import { useEffect, useState } from 'react';
import { isOpenPaymentStatus } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import { PAYMENT_POLL_MS } from '../../shared/checkout/api';
import { fetchHostedResult, type HostedResult } from './ankaApi';

export type AnkaResultState =
  | { kind: 'loading' }
  | { kind: 'loaded'; result: HostedResult }
  | { kind: 'notFound' }
  | { kind: 'error' };

/**
 * The verified outcome of the session the hosted page returned with (never the query string's
 * word for it): asked once, then every PAYMENT_POLL_MS while the payment is still open. Its
 * component is keyed by the session, so another session starts from `loading`.
 */
export function useAnkaResult(sessionId: string): AnkaResultState {
  const [state, setState] = useState<AnkaResultState>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const result = await fetchHostedResult(sessionId);
        if (!active) return;
        setState({ kind: 'loaded', result });
        if (isOpenPaymentStatus(result.status))
          timer = setTimeout(() => void load(), PAYMENT_POLL_MS);
      } catch (error) {
        if (!active) return;
        setState({
          kind: error instanceof HttpError && error.status === 404 ? 'notFound' : 'error',
        });
      }
    };
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [sessionId]);
  return state;
}
