import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The service worker is what this spec tests (blocked by default in the config).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the French manifest is linked, and both manifests are served with their icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  // Not an SVG, which the browser draws in a document of its own on the main thread.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/favicon-32.png');
  expect((await request.get('/icons/favicon-32.png')).headers()['content-type']).toBe('image/png');

  for (const [href, lang, name, startUrl] of [
    ['/manifest.webmanifest', 'fr', 'Plateforme Africaine de Services', '/'],
    ['/manifest.en.webmanifest', 'en', 'African Services Marketplace', '/en'],
  ] as const) {
    const response = await request.get(href);
    expect(response.ok(), href).toBe(true);
    const manifest = (await response.json()) as {
      lang: string;
      name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({ lang, name, start_url: startUrl, display: 'standalone' });
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toContain('image/png');
    }
  }
});

/** Waits until the service worker is active and controls the page (reloading once if needed). */
async function waitUntilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!(await controlled())) await page.reload();
  await expect.poll(controlled).toBe(true);
}

// Requests that fail because the browser is offline are what this test provokes: the page logs
// them (network errors, Firestore's "could not reach the backend") and they are not page bugs.
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Could not reach Cloud Firestore backend/;

test('after a first visit, the app opens offline in both languages', async ({
  page,
  context,
  pageErrors,
}) => {
  await page.goto('/');
  await waitUntilControlled(page);

  const errorsBeforeOffline = pageErrors.length;
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page).toHaveTitle('Plateforme Africaine de Services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/en');
    await expect(page).toHaveTitle('African Services Marketplace');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  const offlineErrors = pageErrors.splice(errorsBeforeOffline);
  pageErrors.push(...offlineErrors.filter((error) => !OFFLINE_NOISE.test(error)));
});
