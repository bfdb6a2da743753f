import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInTo } from './signIn';

// Firestore reads per page, counted by the app's read meter under the emulators
// (web/src/shared/firebase/readMeter.ts) on a fresh browser profile, i.e. an empty cache.
// Bounds are the sums of each page's query limits: no screen reads a whole collection.

const ACTIVE_CATEGORIES = 50; // shared/catalog ACTIVE_CATEGORIES_LIMIT
const PAGE_SIZE = 20; // domain PROVIDER_PAGE_SIZE

/**
 * The page's reads: the browser's, plus those of the server when it drew the page with its data
 * (web/src/server: one per document it served, or one for an empty answer, as Firestore bills).
 */
const readCount = (page: Page) =>
  page.evaluate(() => {
    const browser = (window as { __firestoreReads?: { total: number } }).__firestoreReads?.total;
    const served = document.getElementById('served-page')?.textContent;
    const reads = served
      ? (JSON.parse(served) as { reads: { pages: unknown[][] }[] }).reads
          .flatMap(({ pages }) => pages)
          .reduce((sum, documents) => sum + Math.max(1, documents.length), 0)
      : 0;
    return browser === undefined && !served ? -1 : (browser ?? 0) + reads;
  });

/** How long the count must stay the same before the page counts as settled. */
const QUIET_MS = 2000;
const SETTLE_TIMEOUT_MS = 20_000;

async function readsAfterLoad(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  // Firestore's listen channel never goes idle, so there is no network-idle moment: count
  // until the meter stops moving, so that a late listener's reads are counted too.
  let reads = await readCount(page);
  let quietSince = Date.now();
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`reads still changing after 20 s (${reads})`);
    await page.waitForTimeout(250);
    const now = await readCount(page);
    if (now !== reads) [reads, quietSince] = [now, Date.now()];
  }
  return reads;
}

/** Recorded in the test report and printed with the run's output. */
function record(name: string, reads: number) {
  test.info().annotations.push({ type: 'firestore-reads', description: `${name}: ${reads}` });
  console.log(`Firestore reads, ${name} page: ${reads}`);
}

test('home reads the categories, six popular providers and six testimonials at most', async ({
  page,
}) => {
  const reads = await readsAfterLoad(page, '/', async (p) => {
    await expect(p.locator('[data-testid^="category-"]').first()).toBeVisible();
    await p.keyboard.press('End');
    await expect(p.locator('[data-testid^="provider-card-"]').first()).toBeVisible();
  });
  record('home', reads);
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(ACTIVE_CATEGORIES + 6 + 6);
});

test('a results page reads one page of at most 20 providers (plus the categories)', async ({
  page,
}) => {
  const reads = await readsAfterLoad(page, '/services', async (p) => {
    await expect(p.locator('[data-testid^="provider-card-"]').first()).toBeVisible();
  });
  record('results', reads);
  expect(await page.locator('[data-testid^="provider-card-"]').count()).toBeLessThanOrEqual(
    PAGE_SIZE,
  );
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(ACTIVE_CATEGORIES + PAGE_SIZE);
});

test('a provider page reads the provider, its services and one page of reviews', async ({
  page,
}) => {
  const reads = await readsAfterLoad(page, '/providers/seed-provider-01', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toContainText('Jean-Paul Ekwalla');
    await expect(p.getByText(/FCFA/).first()).toBeVisible();
  });
  record('provider', reads);
  // provider 1 (its star counts with it) + services ≤ 20 + reviews 5 (+ the categories, for
  // names).
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(1 + 20 + 5 + ACTIVE_CATEGORIES);
});

test('the provider inbox reads one page of at most 20 quotes, plus its five tab counts', async ({
  page,
}) => {
  await signInTo(page, '/provider-quotations', DEMO.provider);
  const reads = await readsAfterLoad(page, '/provider-quotations', async (p) => {
    await expect(p.getByTestId('inbox-item').first()).toBeVisible();
  });
  record('provider inbox', reads);
  // One list query (≤ 20) + 5 counts + the provider's own profile (+ the categories, for names).
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(PAGE_SIZE + 5 + 1 + ACTIVE_CATEGORIES);
});

test('the comparison page reads the request and one query of its quotes', async ({ page }) => {
  const path = '/quotation-details/seedQuote02xxxxxxxxx';
  await signInTo(page, path, DEMO.customer);
  const reads = await readsAfterLoad(page, path, async (p) => {
    await expect(p.getByTestId('quote-card')).toHaveCount(2);
  });
  record('quote comparison', reads);
  // The request + one query of ≤ 20 quotes (+ the categories, for names).
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(1 + PAGE_SIZE + ACTIVE_CATEGORIES);
});

test('my bookings reads one page of at most 20 bookings', async ({ page }) => {
  await signInTo(page, '/my-bookings', DEMO.customer);
  const reads = await readsAfterLoad(page, '/my-bookings', async (p) => {
    await expect(p.getByTestId('booking-card').first()).toBeVisible();
  });
  record('my bookings', reads);
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(PAGE_SIZE);
});

test('the provider calendar reads one week of at most 50 confirmed bookings', async ({ page }) => {
  const path = '/provider-bookings?tab=calendar';
  await signInTo(page, path, DEMO.provider);
  const reads = await readsAfterLoad(page, path, async (p) => {
    await expect(p.getByTestId('calendar-day')).toHaveCount(7);
  });
  record('provider calendar', reads);
  // The provider's own profile (their time zone), the week's query (≤ 50) and two tab counts.
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(1 + 50 + 2);
});

test('the sales dashboard reads the provider and their figures, not their bookings', async ({
  page,
}) => {
  await signInTo(page, '/sales-dashboard', DEMO.provider);
  const reads = await readsAfterLoad(page, '/sales-dashboard', async (p) => {
    await expect(p.getByTestId('revenue')).toBeVisible();
  });
  record('sales dashboard', reads);
  // providers/{uid} and providerStats/{uid}, whatever the number of bookings (issue 13: ≤ 10).
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(10);
});

// A signed-in page also reads the header's unread counts (1), the account's saved language (1)
// and, while messages are unread, the conversations holding them (≤ 20) to mark them delivered.
const SIGNED_IN_HEADER = 1 + 1 + 20;

test('the messages page reads one page of at most 20 conversations', async ({ page }) => {
  await signInTo(page, '/messages', DEMO.customer);
  const reads = await readsAfterLoad(page, '/messages', async (p) => {
    await expect(p.getByTestId('conversation-row').first()).toBeVisible();
  });
  record('messages', reads);
  expect(await page.getByTestId('conversation-row').count()).toBeLessThanOrEqual(20);
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(20 + SIGNED_IN_HEADER);
});

test('a thread reads its conversation and at most 30 messages', async ({ page }) => {
  const path = '/messages/b_seed-demo-booking-this-week';
  await signInTo(page, path, DEMO.customer);
  const reads = await readsAfterLoad(page, path, async (p) => {
    await expect(p.getByTestId('message').first()).toBeVisible();
  });
  record('thread', reads);
  expect(reads).toBeGreaterThan(0);
  expect(reads).toBeLessThanOrEqual(1 + 30 + SIGNED_IN_HEADER);
});
