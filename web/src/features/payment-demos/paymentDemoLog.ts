import type { PaymentEventDocument, PaymentStatus, PaymentView } from '@marketplace/domain';

/** One row of `/payment-demo`'s live log. `observed`: a state the page read that no event names yet. */
export interface DemoLogEntry {
  key: string;
  at: Date;
  type: PaymentEventDocument['type'] | 'observed';
  status: PaymentStatus;
  detail: string | null;
}

/**
 * The log after one more update of an attempt (each poll): every event of its history not
 * listed yet, and its current state when no event of that state exists yet (the api's events
 * lag behind a status change by nothing, but a new attempt or a poll can come first).
 * Oldest first; attempts follow each other (a retry is another payment).
 */
export function appendToLog(
  log: readonly DemoLogEntry[],
  payment: PaymentView,
  observedAt: Date,
): DemoLogEntry[] {
  const known = new Set(log.map((entry) => entry.key));
  const added: DemoLogEntry[] = [];
  payment.events.forEach((event, index) => {
    const key = `${payment.id}:${index}:${event.type}:${event.status}`;
    if (!known.has(key)) {
      added.push({
        key,
        at: new Date(event.at),
        type: event.type,
        status: event.status,
        detail: event.detail,
      });
    }
  });
  const named = payment.events.some((event) => event.status === payment.status);
  const observedKey = `${payment.id}:observed:${payment.status}`;
  if (!named && !known.has(observedKey)) {
    added.push({
      key: observedKey,
      at: observedAt,
      type: 'observed',
      status: payment.status,
      detail: null,
    });
  }
  return added.length === 0 ? [...log] : [...log, ...added];
}

const two = (value: number) => String(value).padStart(2, '0');

/** hh:mm:ss in the browser's time zone. */
export const clockTime = (at: Date) =>
  `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
