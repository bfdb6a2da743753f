import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { useUserDocument } from './api';
import { enablePush, pushVapidKey } from './push';
import SettingsPage from './SettingsPage';
import { accountOf, liveSuccess, renderPage, TEST_UID } from './testing';

vi.mock('./api', () => ({ useUserDocument: vi.fn(), saveSetting: vi.fn() }));
vi.mock('./push', () => ({
  pushVapidKey: vi.fn(),
  pushEnabledHere: vi.fn(() => false),
  enablePush: vi.fn(),
  disablePush: vi.fn(),
}));
const keyMock = vi.mocked(pushVapidKey);
const enableMock = vi.mocked(enablePush);

beforeEach(() => {
  vi.mocked(useUserDocument).mockReturnValue(liveSuccess(accountOf()));
  keyMock.mockReset().mockReturnValue('vapid');
  enableMock.mockReset().mockResolvedValue('enabled');
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const pushSwitch = (name = 'Notifications push sur cet appareil') =>
  screen.getByRole('switch', { name }) as HTMLInputElement;

describe('the push switch', () => {
  it('is not offered without a VAPID key (or push support)', async () => {
    keyMock.mockReturnValue(null);
    await renderPage(<SettingsPage />, { path: '/settings' });
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(screen.queryByRole('switch', { name: /push/ })).toBeNull();
  });

  it('turns push on for this device', async () => {
    await renderPage(<SettingsPage />, { path: '/settings' });
    expect(pushSwitch().checked).toBe(false);
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch().checked).toBe(true));
    expect(enableMock).toHaveBeenCalledWith(TEST_UID, 'vapid');
  });

  it('explains a refused permission, in English too', async () => {
    enableMock.mockResolvedValue('denied');
    await renderPage(<SettingsPage />, { path: '/settings', language: 'en' });
    fireEvent.click(pushSwitch('Push notifications on this device'));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeDefined();
    expect(pushSwitch('Push notifications on this device').checked).toBe(false);
  });
});
