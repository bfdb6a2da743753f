/**
 * The bytes a phone on mobile data downloads on a first visit of `/`: the page's own requests
 * and the service worker's (its script and what it caches), until the network is quiet.
 */
import { chromium, devices, type Request } from '@playwright/test';

export interface FirstVisitBytes {
  totalBytes: number;
  pageBytes: number;
  workerBytes: number;
  requests: number;
  /** `navigator.connection.type` as the page saw it (the emulated connection). */
  connectionType: string;
}

const QUIET_MS = 3000;
const MAX_WAIT_MS = 30_000;

export async function measureFirstVisitBytes(base: string): Promise<FirstVisitBytes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'] });
    // A phone on mobile data, as Chrome on Android reports it. Chromium on Linux has no
    // `navigator.connection.type` (and DevTools' connection emulation does not set it).
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { type: 'cellular', effectiveType: '4g', saveData: false },
      });
    });
    const page = await context.newPage();

    let pageBytes = 0;
    let workerBytes = 0;
    let requests = 0;
    let lastActivity = Date.now();
    const pending = new Set<Promise<void>>();
    const count = async (request: Request) => {
      const response = await request.response();
      // Answered by the service worker from its cache: no bytes on the network.
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      if (request.serviceWorker()) workerBytes += bytes;
      else pageBytes += bytes;
      requests += 1;
    };
    context.on('request', () => {
      lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      lastActivity = Date.now();
      const counted = count(request).catch(() => undefined);
      pending.add(counted);
      void counted.finally(() => pending.delete(counted));
    });

    await page.goto(new URL('/', base).href, { waitUntil: 'load' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const started = Date.now();
    while (Date.now() - lastActivity < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
      await page.waitForTimeout(250);
    }
    await Promise.all(pending);
    const connectionType = await page.evaluate(
      () =>
        (navigator as Navigator & { connection?: { type?: string } }).connection?.type ?? 'unknown',
    );
    return {
      totalBytes: pageBytes + workerBytes,
      pageBytes,
      workerBytes,
      requests,
      connectionType,
    };
  } finally {
    await browser.close();
  }
}
