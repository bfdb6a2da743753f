import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '../../shared/i18n/dates';
import { LEGAL_LAST_UPDATED } from './LegalDocument';
import PrivacyPage, { BROWSER_STORAGE_KEYS, STORED_DATA } from './PrivacyPage';
import TermsPage, { TERMS_SECTIONS } from './TermsPage';
import { renderInfo, restoreFrench } from './testing';

afterEach(restoreFrench);

function tocTargets() {
  const toc = screen.getByRole('navigation');
  return within(toc)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')?.slice(1) ?? '');
}

describe('legal pages', () => {
  it('show the last update, 21 November 2026, in both languages', async () => {
    expect(formatDay(LEGAL_LAST_UPDATED, 'fr')).toBe('21 novembre 2026');
    expect(formatDay(LEGAL_LAST_UPDATED, 'en')).toBe('21 November 2026');
    await renderInfo(<PrivacyPage />, { path: '/privacy' });
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21');
    expect(screen.getByText('21 novembre 2026')).toBeDefined();
  });

  it.each([
    ['/privacy', PrivacyPage],
    ['/terms', TermsPage],
  ] as const)('%s: every table-of-contents entry points at a section h2', async (path, Page) => {
    await renderInfo(<Page />, { path });
    const targets = tocTargets();
    expect(targets.length).toBeGreaterThan(5);
    for (const id of targets) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(section?.querySelector('h2')?.id).toBe(`${id}-title`);
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(targets.length);
  });

  it('privacy describes every stored collection, the cookie, browser keys and Gemini', async () => {
    await renderInfo(<PrivacyPage />, { path: '/privacy' });
    for (const item of STORED_DATA) expect(screen.getByTestId(`stored-${item}`)).toBeDefined();
    for (const { key } of BROWSER_STORAGE_KEYS) expect(screen.getByText(key)).toBeDefined();
    const text = document.body.textContent ?? '';
    for (const fact of [
      '__session',
      'HttpOnly',
      'SameSite=Strict',
      '5 jours',
      'Gemini',
      'Firebase',
      'Cloud Storage',
      'cache Firestore',
      'Contacts uniquement',
      'Accès à la localisation',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('privacy offers profile and settings links only when those pages exist', async () => {
    const { unmount } = await renderInfo(<PrivacyPage />, { path: '/privacy' });
    expect(screen.queryByRole('link', { name: 'Mes paramètres' })).toBeNull();
    unmount();
    await renderInfo(<PrivacyPage />, {
      path: '/privacy',
      language: 'en',
      availablePaths: ['/profile', '/settings'],
    });
    expect(screen.getByRole('link', { name: 'My settings' }).getAttribute('href')).toBe(
      '/en/settings',
    );
  });

  it('terms cover every topic, link to the calculator and name the courts of Douala', async () => {
    await renderInfo(<TermsPage />, { path: '/terms', language: 'en' });
    expect(tocTargets()).toEqual(TERMS_SECTIONS.map((id) => `terms-${id}`));
    expect(
      screen.getByRole('link', { name: 'Open the transaction calculator' }).getAttribute('href'),
    ).toBe('/en/transaction-calculator');
    const text = document.body.textContent ?? '';
    expect(text).toContain('OHADA');
    expect(text).toContain('courts of Douala');
    expect(text).toContain('charged only once');
  });
});
