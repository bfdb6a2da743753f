import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import { currentFirebaseUser } from '../../shared/auth/emailVerification';
import { i18n } from '../../shared/i18n';
import { useUserDocument } from './api';
import ProfilePage, { formatBirthDate } from './ProfilePage';
import { accountOf, liveError, liveLoading, liveSuccess, renderPage, TEST_UID } from './testing';

vi.mock('./api', () => ({ useUserDocument: vi.fn() }));
const userDocumentMock = vi.mocked(useUserDocument);
vi.mock('../../shared/auth/emailVerification', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/auth/emailVerification')>()),
  currentFirebaseUser: vi.fn(),
}));
const firebaseUserMock = vi.mocked(currentFirebaseUser);

/** The SDK's user as the verification check sees it. */
const firebaseUser = (emailVerified: boolean) =>
  ({
    uid: TEST_UID,
    email: 'awa@example.com',
    emailVerified,
    reload: async () => {},
    getIdTokenResult: async () => ({ claims: { email_verified: emailVerified } }),
  }) as unknown as User;

beforeEach(() => {
  userDocumentMock.mockReset();
  firebaseUserMock.mockReset().mockResolvedValue(null);
});

afterEach(async () => {
  // Unmount first: a language change re-renders whatever is still mounted.
  cleanup();
  await i18n.changeLanguage('fr');
});

const complete = accountOf({
  address: 'Rue 10, Médina',
  dateOfBirth: '1990-05-12',
  gender: 'female',
  bio: 'Couturière depuis 10 ans.',
  website: 'https://www.awa-couture.example/',
  socialMedia: {
    facebook: 'https://facebook.com/awa.couture',
    instagram: '',
    linkedin: 'https://www.linkedin.com/in/awa-diop/',
    x: '',
  },
  profileImageUrl: '/api/profile/avatar/user-1?v=17',
});

/** The value shown for a label of a details list. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ProfilePage', () => {
  it("shows the signed-in user's account in French", async () => {
    userDocumentMock.mockReturnValue(liveSuccess(complete));
    await renderPage(<ProfilePage />, { path: '/profile' });
    expect(userDocumentMock).toHaveBeenCalledWith(TEST_UID);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mon profil');
    expect(screen.getByRole('heading', { level: 2, name: 'Awa Diop' })).toBeDefined();
    expect(
      screen.getByRole('img', { name: 'Photo de profil de Awa Diop' }).getAttribute('src'),
    ).toBe('/api/profile/avatar/user-1?v=17');
    expect(valueOf('E-mail')).toBe('awa@example.com');
    expect(valueOf('Téléphone')).toBe('+221 77 123 45 67');
    expect(screen.getByRole('link', { name: '+221 77 123 45 67' }).getAttribute('href')).toBe(
      'tel:+221771234567',
    );
    expect(valueOf('Adresse')).toBe('Rue 10, Médina');
    expect(valueOf('Ville')).toBe('Dakar');
    expect(valueOf('Pays')).toBe('Sénégal');
    expect(valueOf('Date de naissance')).toBe('12 mai 1990');
    expect(valueOf('Genre')).toBe('Femme');
    expect(screen.getByText('Couturière depuis 10 ans.')).toBeDefined();
    const website = screen.getByRole('link', { name: /Site web awa-couture\.example/ });
    expect(website.getAttribute('href')).toBe('https://www.awa-couture.example/');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    const social = within(screen.getByRole('region', { name: 'Réseaux sociaux' }));
    expect(social.getAllByRole('listitem')).toHaveLength(2);
    expect(social.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      'https://facebook.com/awa.couture',
    );
    expect(social.getByRole('link', { name: /LinkedIn/ }).textContent).toBe(
      'linkedin.com/in/awa-diop',
    );
  });

  it('links to the edit page and the settings, in the page language', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(complete));
    await renderPage(<ProfilePage />, { path: '/profile' });
    expect(screen.getByRole('link', { name: 'Modifier le profil' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
    expect(screen.getByRole('link', { name: 'Paramètres' }).getAttribute('href')).toBe('/settings');
  });

  it('is in English on English pages', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(complete));
    await renderPage(<ProfilePage />, { path: '/profile', language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My profile');
    expect(valueOf('Country')).toBe('Senegal');
    expect(valueOf('Date of birth')).toBe('12 May 1990');
    expect(valueOf('Gender')).toBe('Female');
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/en/profile/edit',
    );
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/en/settings',
    );
  });

  it('says what is not provided, and shows the first letter without a photo', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(accountOf({ phone: '', city: '', country: '' })));
    await renderPage(<ProfilePage />, { path: '/profile' });
    expect(screen.getByTestId('profile-avatar').textContent).toBe('A');
    expect(screen.queryByRole('img')).toBeNull();
    expect(valueOf('Téléphone')).toBe('Non renseigné');
    expect(valueOf('Date de naissance')).toBe('Non renseigné');
    expect(screen.getByText('Aucun réseau social renseigné.')).toBeDefined();
    expect(screen.getByText(/pas encore de biographie/)).toBeDefined();
  });

  it.each([
    [{ firstName: '', lastName: 'Diop' }, 'D'],
    [{ firstName: '', lastName: '', email: 'zoe@example.com' }, 'Z'],
    [{ firstName: '', lastName: '', email: '' }, 'U'],
  ])('falls back to the avatar letter of %j', async (names, letter) => {
    userDocumentMock.mockReturnValue(liveSuccess(accountOf(names)));
    await renderPage(<ProfilePage />, { path: '/profile' });
    expect(screen.getByTestId('profile-avatar').textContent).toBe(letter);
  });

  it('never turns a non-web address into a link', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(accountOf({ website: 'javascript:alert(1)' })));
    await renderPage(<ProfilePage />, { path: '/profile' });
    expect(valueOf('Site web')).toBe('Non renseigné');
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^javascript:/);
    }
  });

  it('shows a spinner while loading, and a translated error', async () => {
    userDocumentMock.mockReturnValue(liveLoading);
    const { unmount } = await renderPage(<ProfilePage />, { path: '/profile' });
    expect(screen.getByRole('progressbar')).toBeDefined();
    unmount();

    userDocumentMock.mockReturnValue(liveError);
    await renderPage(<ProfilePage />, { path: '/profile' });
    expect(screen.getByRole('alert').textContent).toMatch(/Impossible de charger votre profil/);
  });

  it('invites a user whose account documents are missing to complete the profile', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(null));
    await renderPage(<ProfilePage />, { path: '/profile', language: 'en' });
    expect(screen.getByRole('alert').textContent).toMatch(/Your profile is not complete yet/);
    expect(screen.getByRole('link', { name: 'Complete my profile' }).getAttribute('href')).toBe(
      '/en/profile/edit',
    );
  });
});

describe('formatBirthDate', () => {
  it('formats a calendar date without shifting it', () => {
    expect(formatBirthDate('2000-01-01', 'fr')).toBe('1 janvier 2000');
    expect(formatBirthDate('2000-12-31', 'en')).toBe('31 December 2000');
  });
});

describe('ProfilePage email verification', () => {
  it('says when the email is verified', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(complete));
    firebaseUserMock.mockResolvedValue(firebaseUser(true));
    await renderPage(<ProfilePage />, { path: '/profile' });
    expect((await screen.findByTestId('email-verified')).textContent).toBe(
      'Adresse e-mail vérifiée.',
    );
  });

  it('asks to verify it, with a resend button, when it is not', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(complete));
    firebaseUserMock.mockResolvedValue(firebaseUser(false));
    await renderPage(<ProfilePage />, { path: '/profile', language: 'en' });
    const notice = await screen.findByTestId('email-verification');
    expect(within(notice).getByText('Your email address is not verified yet')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Resend the email' })).toBeTruthy();
  });
});
