import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The api as the app calls it, with a page's session: for the steps of a journey that are not
// what it checks (booking a slot, the other party's answer).

/** A POST (or PUT) to the api with the page's session, as the app makes it. */
export async function api(page: Page, method: 'post' | 'put', path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request[method](path, { data, headers: { Origin: origin } });
  expect(
    response.status(),
    `${method.toUpperCase()} ${path}: ${await response.text()}`,
  ).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** A client-made id, as the app makes them for idempotent requests. */
export const requestId = () =>
  Array.from(
    { length: 20 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');

/**
 * Books `providerId`'s service s01 at the first free 4-hour slot from `fromDays` days ahead
 * on (far enough that no other journey wants it); answers the booking id.
 */
export async function bookFreeSlot(
  page: Page,
  providerId: string,
  fromDays: number,
): Promise<string> {
  const service = 's01';
  for (let days = fromDays; days < fromDays + 14; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const query = new URLSearchParams({ provider: providerId, service, day, duration: '240' });
    const slots = (await (await page.request.get(`/api/bookings/slots?${query}`)).json()) as {
      slots?: { time: string }[];
    };
    const time = slots.slots?.[0]?.time;
    if (!time) continue;
    const id = requestId();
    await api(page, 'post', '/api/bookings', {
      requestId: id,
      providerId,
      serviceId: service,
      day,
      time,
      durationMinutes: 240,
    });
    return id;
  }
  throw new Error('No free slot in the days tried');
}
