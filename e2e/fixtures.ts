import { test as base, expect } from '@playwright/test';

/** Every page test also fails on an uncaught error or a console error in the page. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Signed out, `GET /api/auth/user` answers 401 by contract (spec §7), and the browser
        // logs every 4xx response as an error: that one is not a failure of the page.
        const signedOutCheck =
          message.location().url.endsWith('/api/auth/user') && message.text().includes('401');
        if (!signedOutCheck) errors.push(`${message.text()} [${message.location().url}]`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
