import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { DISMISSAL_SUPPRESSION_MS, INSTALL_POPUP_DELAY_MS, InstallPopup } from './InstallPopup';
import { AUTO_INSTALLED_KEY, POPUP_DISMISSED_KEY } from './storage';
import { fakeInstallPrompt, stubNavigator, USER_AGENTS } from './testing';
import { resetInstallState } from './useInstallState';

const MINUTE = 60_000;
const undo: (() => void)[] = [];

function renderPopup() {
  return render(
    <I18nextProvider i18n={i18n}>
      <InstallPopup />
    </I18nextProvider>,
  );
}

function useUserAgent(userAgent: string) {
  undo.push(stubNavigator('userAgent', userAgent));
}

const popup = () => screen.queryByRole('dialog', { name: "Installer l'application" });

function waitForDelay() {
  act(() => vi.advanceTimersByTime(INSTALL_POPUP_DELAY_MS));
}

/** Shows the popup, then switches to real timers so that the async install flow can settle. */
function showPopupThenUseRealTimers() {
  renderPopup();
  waitForDelay();
  expect(popup()).not.toBeNull();
  vi.useRealTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetInstallState();
  useUserAgent(USER_AGENTS.android);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  while (undo.length) undo.pop()?.();
});

describe('InstallPopup timing (spec §4, §9)', () => {
  it('waits 3 s, then appears on a phone', () => {
    expect(INSTALL_POPUP_DELAY_MS).toBe(3_000);
    renderPopup();
    act(() => vi.advanceTimersByTime(INSTALL_POPUP_DELAY_MS - 1));
    expect(popup()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(popup()).not.toBeNull();
  });

  it('appears on a desktop only once the browser offers installation', () => {
    useUserAgent(USER_AGENTS.desktop);
    renderPopup();
    waitForDelay();
    expect(popup()).toBeNull();
    const prompt = fakeInstallPrompt('accepted');
    act(() => {
      window.dispatchEvent(prompt);
    });
    expect(prompt.defaultPrevented).toBe(true);
    expect(popup()).not.toBeNull();
  });

  it('stays hidden when it was dismissed 59 minutes ago', () => {
    expect(DISMISSAL_SUPPRESSION_MS).toBe(3_600_000);
    localStorage.setItem(POPUP_DISMISSED_KEY, String(Date.now() - 59 * MINUTE));
    renderPopup();
    waitForDelay();
    expect(popup()).toBeNull();
  });

  it('appears again when it was dismissed 61 minutes ago', () => {
    localStorage.setItem(POPUP_DISMISSED_KEY, String(Date.now() - 61 * MINUTE));
    renderPopup();
    waitForDelay();
    expect(popup()).not.toBeNull();
  });

  it('stays hidden once the app was installed', () => {
    localStorage.setItem(AUTO_INSTALLED_KEY, 'true');
    renderPopup();
    act(() => {
      window.dispatchEvent(fakeInstallPrompt('accepted'));
    });
    waitForDelay();
    expect(popup()).toBeNull();
  });

  it('stays hidden when opened as the installed app', () => {
    // jsdom has no matchMedia.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    renderPopup();
    waitForDelay();
    expect(popup()).toBeNull();
  });
});

describe('InstallPopup dismissal', () => {
  it.each([['Plus tard'], ['Fermer']])('"%s" hides it and records the time', (name) => {
    renderPopup();
    waitForDelay();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(popup()).toBeNull();
    expect(localStorage.getItem(POPUP_DISMISSED_KEY)).toBe(String(Date.now()));
  });
});

describe('InstallPopup installation', () => {
  it('installs through the browser prompt, stores the flag and hides', async () => {
    const postMessage = vi.fn();
    undo.push(
      stubNavigator('serviceWorker', {
        getRegistration: () => Promise.resolve({ active: { postMessage } }),
      }),
    );
    const prompt = fakeInstallPrompt('accepted');
    act(() => {
      window.dispatchEvent(prompt);
    });
    showPopupThenUseRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Installer' }));

    await vi.waitFor(() => expect(popup()).toBeNull());
    expect(prompt.prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(AUTO_INSTALLED_KEY)).toBe('true');
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'AUTO_INSTALL_PWA', platform: 'android' }),
    );
  });

  it('shows the iOS steps instead of prompting', async () => {
    useUserAgent(USER_AGENTS.iPhone);
    showPopupThenUseRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Installer' }));

    expect(await screen.findByText('Touchez le bouton Partager')).toBeDefined();
    expect(screen.getByText(/Sur l'écran d'accueil/)).toBeDefined();
    expect(screen.getByText(/Ajouter/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Installer' })).toBeNull();
    expect(localStorage.getItem(AUTO_INSTALLED_KEY)).toBeNull();
  });

  it('says so when the installation fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(fakeInstallPrompt(new Error('prompt failed')));
    });
    showPopupThenUseRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Installer' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Impossible d'installer l'application pour le moment");
    expect(logged).toHaveBeenCalled();
    expect(localStorage.getItem(AUTO_INSTALLED_KEY)).toBeNull();
  });

  it('says so in English on English pages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage('en'));
    try {
      renderPopup();
      waitForDelay();
      vi.useRealTimers();
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('Unable to install the app at this time');
    } finally {
      await act(() => i18n.changeLanguage('fr'));
    }
  });

  it('counts a declined browser prompt as a dismissal', async () => {
    act(() => {
      window.dispatchEvent(fakeInstallPrompt('dismissed'));
    });
    showPopupThenUseRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Installer' }));

    await vi.waitFor(() => expect(popup()).toBeNull());
    expect(localStorage.getItem(POPUP_DISMISSED_KEY)).not.toBeNull();
    expect(localStorage.getItem(AUTO_INSTALLED_KEY)).toBeNull();
  });
});
