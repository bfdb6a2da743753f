import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 11: a signed-out visitor downloads no SDK the page does not need. The Auth SDK (and the
// Google scripts it fetches from apis.google.com) belongs to signed-in users and sign-in pages;
// every request stays on the app's own host (Hosting and, under the emulators, its backends).

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const hostOf = (url: string) => new URL(url).hostname;
const isAuthChunk = (request: Request) => /\/assets\/firebase-auth-[^/]*\.js$/.test(request.url());
const isFirestoreChunk = (request: Request) =>
  /\/assets\/firebase-firestore-[^/]*\.js$/.test(request.url());

async function settle(page: Page) {
  // The below-the-fold sections load on scroll; give late requests time to start.
  await page.keyboard.press('End');
  await page.waitForTimeout(2000);
}

test('a signed-out visit of / requests no third-party host and no Firebase SDK', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.locator('[data-testid^="category-"]').first()).toBeVisible();
  await settle(page);
  await expect(page.locator('[data-testid^="provider-card-"]').first()).toBeVisible();

  const pageHost = hostOf(page.url());
  const foreign = requests
    .map((request) => request.url())
    .filter((url) => hostOf(url) !== pageHost);
  expect(foreign, 'requests to other hosts').toEqual([]);
  expect(requests.filter(isAuthChunk).map((request) => request.url())).toEqual([]);
  // Its lists (categories, popular providers, testimonials) come over Firestore's REST API.
  expect(requests.filter(isFirestoreChunk).map((request) => request.url())).toEqual([]);
});

test('a signed-out results page reads its results over REST, without any Firebase SDK', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/services?category=plumbing');
  await expect(page.locator('[data-testid^="provider-card-"]').first()).toBeVisible();
  await settle(page);

  expect(requests.filter(isFirestoreChunk).map((request) => request.url())).toEqual([]);
  expect(requests.filter(isAuthChunk).map((request) => request.url())).toEqual([]);
  const pageHost = hostOf(page.url());
  expect(requests.filter((request) => hostOf(request.url()) !== pageHost)).toEqual([]);
});
