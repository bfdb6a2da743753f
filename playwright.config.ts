import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright cannot download its browsers on this kind of machine: Debian's Chromium stands in.
 * Its headless shell (package chromium-headless-shell, the build Playwright itself runs headless
 * tests in) does the suite's work on half the CPU of the full browser in headless mode (shell
 * spec, one worker: 67 against 133 CPU seconds), and the suite is CPU-bound on two cores.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Journeys that register, sign in and write take 40–60 s when a full run loads this kind of
  // machine (two slow cores for two browsers and the emulators).
  timeout: 90_000,
  // The first answers of a Functions emulator instance (the session check behind every guard)
  // can take several seconds while another spec's triggers run.
  expect: { timeout: 20_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    // Recording every test (screenshots, DOM snapshots) costs the loaded machine more than
    // the failing ones are worth: the retry records.
    trace: 'on-first-retry',
    // Each fresh browser would install the service worker and, on a fast connection, download
    // the whole app: only the specs about offline use and the worker itself allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
