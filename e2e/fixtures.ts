import { test as base, expect, type Browser, type Page } from '@playwright/test';

/**
 * Public pages arrive drawn (at build time by web/prerender, or on request by the `pages`
 * function) and the app takes the drawing over a moment later: tests act on the live app, so a
 * navigation ends once the app has taken over.
 */
const appIsLive = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));

/** Makes `page`'s navigations end once the app has taken the page over. */
function navigateToLiveApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appIsLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appIsLive(page);
    return response;
  };
  return page;
}

/**
 * A page of its own (cookies included) for another person of a journey, whose navigations end
 * on the live app as `page`'s do.
 */
export async function personPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: navigateToLiveApp(await context.newPage()) };
}

/**
 * Every page test also fails on an uncaught error, a console error or a Content-Security-Policy
 * violation in the page (Hosting sends the policy of firebase.json).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    await use(navigateToLiveApp(page));
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.exposeFunction('__reportCspViolation', (violation: string) =>
        errors.push(`CSP violation: ${violation}`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (v: string) => void })
            .__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
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

/**
 * Records what the app removes from the drawing of the pages `page` opens, but emotion's style
 * elements in it: taking a drawing over (hydration) keeps every element that was drawn, and the
 * page's rules in the head stay where they are (moving their element makes the browser parse
 * them and restyle the page again; a move is a removal, recorded as `head STYLE`). Call before
 * `goto`; the function returned reads the names of the nodes removed so far.
 */
export async function watchRemovedFromDrawing(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedByApp: string[] }).removedByApp = removed;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node.nodeName !== 'STYLE') removed.push(node.nodeName);
          }
        }
      }).observe(root, { childList: true, subtree: true });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            // Emotion's global styles too (web/build/sheetInPlace.ts).
            if (node.nodeName === 'STYLE') removed.push('head STYLE');
          }
        }
      }).observe(document.head, { childList: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { removedByApp: string[] }).removedByApp);
}

export { expect };
