import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

// Offline, pages and chunks come from the service worker (blocked by default in the config).
test.use({ serviceWorkers: 'allow' });

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

// Requests that fail because the browser is offline are what this test provokes.
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED/;

test('a provider page needs no Firebase SDK, and opens again offline from what the phone kept', async ({
  page,
  context,
  pageErrors,
}) => {
  const requests = recordRequests(page);
  await page.goto('/providers/seed-provider-01');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jean-Paul Ekwalla');
  await expect(page.getByTestId('provider-services')).toContainText('Réparation de fuite');
  await settle(page);
  expect(requests.filter(isFirestoreChunk).map((request) => request.url())).toEqual([]);
  expect(requests.filter(isAuthChunk).map((request) => request.url())).toEqual([]);
  // The first visit is over once the service worker, which registers when the page is quiet,
  // is active: going offline before would fail its download.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const errorsBeforeOffline = pageErrors.length;
  await context.setOffline(true);
  try {
    // Away and back within the app: the page reads again, and only its kept copy answers. Away
    // is another provider (a chunk already here; the rest of the app may still be downloading):
    // one never seen, so the page says it will show once online.
    await page.evaluate(() => history.pushState(null, '', '/providers/seed-provider-02'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByText(/ce profil n'a pas encore été consulté/)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jean-Paul Ekwalla');
    await expect(page.getByTestId('provider-services')).toContainText('Réparation de fuite');
  } finally {
    await context.setOffline(false);
  }
  const offlineErrors = pageErrors.splice(errorsBeforeOffline);
  pageErrors.push(...offlineErrors.filter((error) => !OFFLINE_NOISE.test(error)));
});
