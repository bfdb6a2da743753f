import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import AboutPage from './AboutPage';
import DemoOverviewPage from './DemoOverviewPage';
import HowItWorksPage from './HowItWorksPage';
import { DEMOS } from './demos';
import { INFO_NS } from './i18n';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';
import { collectMissingKeys, renderInfo, restoreFrench } from './testing';

const PAGES: { path: string; titleKey: string; Page: ComponentType }[] = [
  { path: '/about', titleKey: 'about.title', Page: AboutPage },
  { path: '/how-it-works', titleKey: 'howItWorks.title', Page: HowItWorksPage },
  { path: '/privacy', titleKey: 'privacy.title', Page: PrivacyPage },
  { path: '/terms', titleKey: 'terms.title', Page: TermsPage },
  { path: '/demo-overview', titleKey: 'demos.title', Page: DemoOverviewPage },
];

/** Every optional page exists, so every conditional block renders too. */
const ALL_PATHS = [
  ...DEMOS.map((demo) => demo.path),
  '/services',
  '/smart-quotation',
  '/become-provider',
  '/profile',
  '/settings',
];

afterEach(restoreFrench);

describe.each(LANGUAGES)('info pages in %s', (language) => {
  it.each(PAGES)(
    '$path renders exactly one h1 and no missing text',
    async ({ path, titleKey, Page }) => {
      const missing = await collectMissingKeys(async () => {
        await renderInfo(<Page />, { path, language, availablePaths: ALL_PATHS });
      });
      expect(missing).toEqual([]);
      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]?.textContent).toBe(i18n.getFixedT(language, INFO_NS)(titleKey));
    },
  );

  it.each(PAGES)('$path never skips a heading level', async ({ path, Page }) => {
    const { container } = await renderInfo(<Page />, { path, language, availablePaths: ALL_PATHS });
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  });

  it.each(PAGES)('$path links stay in the page language', async ({ path, Page }) => {
    const { container } = await renderInfo(<Page />, { path, language, availablePaths: ALL_PATHS });
    const internal = [...container.querySelectorAll('a[href^="/"]')].map(
      (link) => link.getAttribute('href') ?? '',
    );
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) {
      // The language action of /demo-overview deliberately points at the other language.
      if (href === (language === 'en' ? '/demo-overview' : '/en/demo-overview')) continue;
      expect(href.startsWith('/en')).toBe(language === 'en');
    }
  });
});

describe('the missing-text check', () => {
  it('catches a key that exists in neither language', async () => {
    const missing = await collectMissingKeys(() => {
      i18n.getFixedT('en', INFO_NS)('about.noSuchKey');
    });
    expect(missing).toEqual(['info:about.noSuchKey']);
  });
});

describe('info pages without optional pages', () => {
  it.each(PAGES)('$path links only to the information pages', async ({ path, Page }) => {
    const allowed = [
      '/',
      '/about',
      '/how-it-works',
      '/privacy',
      '/terms',
      '/payment-methods',
      '/mobile-money-guide',
      '/transaction-calculator',
      '/demo-overview',
    ];
    const { container } = await renderInfo(<Page />, { path });
    for (const link of container.querySelectorAll('a[href^="/"]')) {
      const href = (link.getAttribute('href') ?? '').replace(/^\/en(?=\/|$)/, '') || '/';
      expect(allowed, href).toContain(href);
    }
  });
});
