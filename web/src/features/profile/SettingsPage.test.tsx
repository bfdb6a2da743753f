import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import { saveSetting, useUserDocument } from './api';
import SettingsPage from './SettingsPage';
import { accountOf, liveSuccess, renderPage, TEST_UID } from './testing';

vi.mock('./api', () => ({ useUserDocument: vi.fn(), saveSetting: vi.fn() }));
const userDocumentMock = vi.mocked(useUserDocument);
const saveMock = vi.mocked(saveSetting);

beforeEach(() => {
  userDocumentMock.mockReset().mockReturnValue(
    liveSuccess(
      accountOf({
        settings: {
          ...DEFAULT_USER_SETTINGS,
          smsNotifications: true,
          profileVisibility: 'contacts',
        },
      }),
    ),
  );
  saveMock.mockReset().mockResolvedValue(undefined);
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const descriptionOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('SettingsPage', () => {
  it('shows the seven settings with their current values, in French', async () => {
    await renderPage(<SettingsPage />, { path: '/settings' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paramètres');
    expect(toggle('Notifications par e-mail').checked).toBe(true);
    expect(toggle('Notifications par SMS').checked).toBe(true);
    expect(toggle('Rappels de réservation').checked).toBe(true);
    expect(toggle('E-mails promotionnels').checked).toBe(false);
    expect(toggle("Partager l'historique d'activité").checked).toBe(false);
    expect(toggle('Accès à la localisation').checked).toBe(false);
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    const visibility = within(screen.getByRole('radiogroup', { name: 'Visibilité du profil' }));
    expect(visibility.getAllByRole('radio')).toHaveLength(3);
    expect(radio('Contacts uniquement').checked).toBe(true);
    expect(radio('Public').checked).toBe(false);
    expect(radio('Privé').checked).toBe(false);
  });

  it('explains each visibility and each setting in a sentence', async () => {
    await renderPage(<SettingsPage />, { path: '/settings' });
    expect(descriptionOf(radio('Public'))).toMatch(/^Tout le monde peut voir votre profil public/);
    expect(descriptionOf(radio('Contacts uniquement'))).toMatch(
      /réservation, un devis ou une conversation/,
    );
    expect(descriptionOf(radio('Privé'))).toMatch(/^Personne d'autre que vous/);
    expect(descriptionOf(toggle('Rappels de réservation'))).toBe(
      'Un rappel avant chaque prestation réservée.',
    );
  });

  it('is in English on English pages', async () => {
    await renderPage(<SettingsPage />, { path: '/settings', language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(toggle('SMS notifications').checked).toBe(true);
    expect(radio('Contacts only').checked).toBe(true);
    expect(descriptionOf(radio('Private'))).toMatch(/^Nobody but you/);
  });

  it.each([
    ['Notifications par e-mail', 'emailNotifications', false],
    ['Notifications par SMS', 'smsNotifications', false],
    ['Rappels de réservation', 'reservationReminders', false],
    ['E-mails promotionnels', 'marketingEmails', true],
    ["Partager l'historique d'activité", 'shareActivityHistory', true],
    ['Accès à la localisation', 'locationAccess', true],
  ] as const)('"%s" saves settings.%s = %s', async (label, key, value) => {
    await renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.click(toggle(label));
    expect(saveMock).toHaveBeenCalledWith(TEST_UID, key, value);
    expect(await screen.findByText('Paramètres enregistrés.')).toBeDefined();
  });

  it('saves the chosen visibility', async () => {
    await renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.click(radio('Privé'));
    expect(saveMock).toHaveBeenCalledWith(TEST_UID, 'profileVisibility', 'private');
    expect(saveMock).toHaveBeenCalledTimes(1);
    await screen.findByText('Paramètres enregistrés.');
  });

  it('shows the new value and "saving" at once, then the saved indication', async () => {
    let finish: () => void = () => {};
    saveMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    await renderPage(<SettingsPage />, { path: '/settings' });
    fireEvent.click(toggle('E-mails promotionnels'));
    expect(toggle('E-mails promotionnels').checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Enregistrement…');
    // The live document confirms the change before the server does.
    userDocumentMock.mockReturnValue(
      liveSuccess(accountOf({ settings: { ...DEFAULT_USER_SETTINGS, marketingEmails: true } })),
    );
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('Paramètres enregistrés.');
  });

  it('asks to complete the profile first when the account documents are missing', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(null));
    await renderPage(<SettingsPage />, { path: '/settings' });
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Compléter mon profil' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
  });

  it('says when a setting could not be saved, and shows the stored value again', async () => {
    saveMock.mockRejectedValue(new Error('permission-denied'));
    await renderPage(<SettingsPage />, { path: '/settings', language: 'en' });
    fireEvent.click(toggle('Location access'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This setting could not be saved. Check your connection and try again.',
    );
    expect(toggle('Location access').checked).toBe(false);
  });
});
