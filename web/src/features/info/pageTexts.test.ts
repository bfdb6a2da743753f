import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

/** A fresh i18n instance with only `page` loaded, as on a first visit of that page. */
async function textsAfterLoading(page: () => Promise<unknown>) {
  const { i18n } = await import('../../shared/i18n');
  await page();
  const has = (key: string) =>
    ['fr', 'en'].every((lng) => i18n.exists(`info:${key}`, { lng, fallbackLng: false }));
  return has;
}

describe('information page texts', () => {
  it('/about brings its own texts and the shared ones, not the other pages’', async () => {
    const has = await textsAfterLoading(() => import('./AboutPage'));
    expect(has('about.title')).toBe(true);
    expect(has('contact.email')).toBe(true);
    for (const other of ['howItWorks', 'privacy', 'terms', 'demos']) {
      expect(has(`${other}.title`)).toBe(false);
    }
  });

  it('each page adds its part without dropping what another page added', async () => {
    const has = await textsAfterLoading(async () => {
      await import('./PrivacyPage');
      await import('./TermsPage');
    });
    expect(has('privacy.title')).toBe(true);
    expect(has('terms.title')).toBe(true);
    expect(has('common.lastUpdated')).toBe(true);
    expect(has('about.title')).toBe(false);
  });
});
