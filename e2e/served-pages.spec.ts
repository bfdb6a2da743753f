import { devices } from '@playwright/test';
import { expect, test, watchRemovedFromDrawing } from './fixtures';

// The results and provider pages are drawn by the server with their data (functions `pages`,
// web/src/server): their first screen arrives in the HTML, and the app takes the drawing over
// where it stands (hydration) without reading its data again.

const PHONE = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 Mobile Safari/537.36';

test.describe('pages drawn by the server', () => {
  test('arrive with their data in the HTML, in their language', async ({ request }) => {
    const results = await (
      await request.get('/services?category=plumbing', { headers: { 'User-Agent': PHONE } })
    ).text();
    expect(results).toMatch(/<h1[^>]*>Services : Plomberie<\/h1>/);
    expect(results).toContain('Jean-Paul Ekwalla');
    expect(results).toContain('<script type="application/json" id="served-page">');

    const english = await (await request.get('/en/services?q=plumber&location=Douala')).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(
      'content="Find, compare and book local service providers in Africa."',
    );
    expect(english).toContain('Jean-Paul Ekwalla');

    const provider = await (await request.get('/providers/seed-provider-01')).text();
    expect(provider).toMatch(/<h1[^>]*>Jean-Paul Ekwalla<\/h1>/);
    expect(provider).toContain('Réparation de fuite');
  });

  test('show their results without any script', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/services?category=plumbing');
    await expect(
      still.getByRole('heading', { level: 1, name: 'Services : Plomberie' }),
    ).toBeVisible();
    await expect(still.getByTestId('provider-card-seed-provider-01')).toBeVisible();
    await noScript.close();
  });

  test('are taken over where they stand, without reading their data again', async ({
    browser,
    pageErrors,
  }) => {
    const phone = await browser.newContext({ ...devices['Pixel 5'] });
    const page = await phone.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // Signed out, the session check answers 401 by contract (see ./fixtures.ts).
      if (message.type() === 'error' && !message.text().includes('401')) {
        pageErrors.push(message.text());
      }
    });
    const removedFromDrawing = await watchRemovedFromDrawing(page);
    await page.goto('/services?category=plumbing');
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await expect(page.getByTestId('provider-card-seed-provider-01')).toBeVisible();
    expect(await removedFromDrawing()).toEqual([]);
    // The app is live: the filters open, and the results came with the page.
    await page.getByRole('button', { name: /Filtres/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const browserReads = await page.evaluate(
      () => (window as { __firestoreReads?: { total: number } }).__firestoreReads?.total ?? 0,
    );
    expect(browserReads).toBe(0);
    await phone.close();
  });

  test('the home page is taken over with its category cards, without reading them again', async ({
    browser,
    pageErrors,
  }) => {
    const phone = await browser.newContext({ ...devices['Pixel 5'] });
    const page = await phone.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const removedFromDrawing = await watchRemovedFromDrawing(page);
    await page.goto('/');
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await expect(page.getByTestId('category-plumbing')).toContainText('Plomberie');
    expect(await removedFromDrawing()).toEqual([]);
    const browserReads = await page.evaluate(
      () => (window as { __firestoreReads?: { total: number } }).__firestoreReads?.total ?? 0,
    );
    expect(browserReads).toBe(0);
    await phone.close();
  });

  test('go on from the drawing: another search reads its own results', async ({ page }) => {
    await page.goto('/services?category=plumbing');
    await expect(page.getByTestId('provider-card-seed-provider-01')).toBeVisible();
    await page.getByLabel('Trier par').selectOption('price');
    await expect(page).toHaveURL(/\/services\?category=plumbing&sort=price$/);
    await expect(async () => {
      const reads = await page.evaluate(
        () => (window as { __firestoreReads?: { total: number } }).__firestoreReads?.total ?? 0,
      );
      expect(reads).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('provider-card-seed-provider-01')).toBeVisible();
  });
});
