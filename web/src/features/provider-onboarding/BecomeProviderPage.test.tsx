import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { useOwnProvider } from './api';
import BecomeProviderPage from './BecomeProviderPage';
import { liveSuccess, renderPage, signedOut, TEST_UID } from './testing';

vi.mock('./api', () => ({ useOwnProvider: vi.fn() }));
const ownProviderMock = vi.mocked(useOwnProvider);

beforeEach(() => {
  ownProviderMock.mockReset().mockReturnValue(liveSuccess(null));
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

/** The call to action, at the top and again at the end of the page: the same link. */
const cta = () => {
  const links = screen.getAllByTestId('become-provider-cta');
  expect(links).toHaveLength(2);
  expect(new Set(links.map((link) => link.outerHTML)).size).toBe(1);
  return links[0] as HTMLElement;
};
const steps = () =>
  within(screen.getByTestId('become-provider-steps'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);

describe('BecomeProviderPage', () => {
  it('tells a visitor why and how to join, and leads to the quick form', async () => {
    await renderPage(<BecomeProviderPage />, { path: '/become-provider', auth: signedOut });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Devenez prestataire');
    expect(screen.getByRole('heading', { name: 'Pourquoi nous rejoindre' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Des clients près de chez vous' })).toBeDefined();
    expect(screen.getByRole('heading', { name: "Ce qu'il vous faut" })).toBeDefined();
    expect(screen.getByText(/Au moins un service avec son prix en FCFA/)).toBeDefined();
    expect(steps()).toEqual([
      'Métier',
      'Présentation',
      'Localisation',
      'Services',
      'Contact',
      'Vérification',
    ]);
    expect(cta().textContent).toBe('Créer mon profil prestataire');
    // Protected: the route guard sends a visitor to sign in first.
    expect(cta().getAttribute('href')).toBe('/register-provider');
    expect(
      screen.getByRole('link', { name: 'Utiliser le formulaire complet' }).getAttribute('href'),
    ).toBe('/become-provider/advanced');
    // Nothing is read for a visitor.
    expect(ownProviderMock).toHaveBeenCalledWith(null);
  });

  it('leads to the complete form from the advanced page, in English', async () => {
    await renderPage(<BecomeProviderPage />, {
      path: '/become-provider/advanced',
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Become a provider: complete profile',
    );
    expect(steps()).toContain('Availability');
    expect(steps()).toContain('Languages');
    expect(cta().getAttribute('href')).toBe('/en/register-provider-advanced');
    expect(screen.getByRole('link', { name: 'Use the quick form' }).getAttribute('href')).toBe(
      '/en/become-provider',
    );
  });

  it('offers a provider to edit their profile and to see their public page', async () => {
    ownProviderMock.mockReturnValue(liveSuccess({ displayName: 'Awa Diop' }));
    await renderPage(<BecomeProviderPage />, { path: '/become-provider' });
    expect(ownProviderMock).toHaveBeenCalledWith(TEST_UID);
    expect(screen.getByText(/Vous êtes déjà prestataire/)).toBeDefined();
    const edits = screen.getAllByRole('link', { name: 'Modifier mon profil prestataire' });
    expect(edits.map((link) => link.getAttribute('href'))).toEqual([
      '/register-provider',
      '/register-provider',
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Voir ma page publique' })[0]?.getAttribute('href'),
    ).toBe(`/providers/${TEST_UID}`);
  });
});
