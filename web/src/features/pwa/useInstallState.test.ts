import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_INSTALLED_KEY } from './storage';
import { fakeInstallPrompt, stubNavigator, USER_AGENTS } from './testing';
import {
  INSTALL_DISMISSED,
  IOS_INSTRUCTIONS,
  resetInstallState,
  useInstallState,
} from './useInstallState';

const undo: (() => void)[] = [];
const postMessage = vi.fn();

beforeEach(() => {
  localStorage.clear();
  resetInstallState();
  postMessage.mockReset();
  undo.push(
    stubNavigator('serviceWorker', {
      getRegistration: () => Promise.resolve({ active: { postMessage } }),
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  while (undo.length) undo.pop()?.();
});

function withUserAgent(userAgent: string) {
  undo.push(stubNavigator('userAgent', userAgent));
  return renderHook(() => useInstallState());
}

describe('useInstallState', () => {
  it('on iOS returns the instruction marker without prompting, and readies the worker', async () => {
    const { result } = withUserAgent(USER_AGENTS.iPhone);
    expect(result.current).toMatchObject({ isIOS: true, isMobile: true, isInstallable: true });

    await expect(act(() => result.current.install())).resolves.toBe(IOS_INSTRUCTIONS);

    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'AUTO_INSTALL_PWA', platform: 'ios' }),
    );
    expect(localStorage.getItem(AUTO_INSTALLED_KEY)).toBeNull();
  });

  it('detects iPadOS, which presents itself as a Mac', () => {
    undo.push(stubNavigator('maxTouchPoints', 5));
    const { result } = withUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    );
    expect(result.current.isIOS).toBe(true);
  });

  it('stores and uses the browser prompt; accepted stores the flag', async () => {
    const { result } = withUserAgent(USER_AGENTS.android);
    expect(result.current).toMatchObject({ isInstallable: false, deferredPrompt: null });
    const prompt = fakeInstallPrompt('accepted');
    act(() => {
      window.dispatchEvent(prompt);
    });
    expect(prompt.defaultPrevented).toBe(true);
    expect(result.current).toMatchObject({ isInstallable: true, deferredPrompt: prompt });

    await expect(act(() => result.current.install())).resolves.toBe(true);

    expect(prompt.prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(AUTO_INSTALLED_KEY)).toBe('true');
    expect(result.current).toMatchObject({
      isInstalled: true,
      isInstallable: false,
      deferredPrompt: null,
    });
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'AUTO_INSTALL_PWA', platform: 'android' }),
    );
  });

  it('returns the dismissal marker when the user declines', async () => {
    const { result } = withUserAgent(USER_AGENTS.android);
    act(() => {
      window.dispatchEvent(fakeInstallPrompt('dismissed'));
    });
    await expect(act(() => result.current.install())).resolves.toBe(INSTALL_DISMISSED);
    expect(localStorage.getItem(AUTO_INSTALLED_KEY)).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('logs a failure and returns false (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = withUserAgent(USER_AGENTS.android);
    act(() => {
      window.dispatchEvent(fakeInstallPrompt(new Error('prompt failed')));
    });
    await expect(act(() => result.current.install())).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith('App installation failed', new Error('prompt failed'));
  });

  it('returns false when the browser never offered installation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = withUserAgent(USER_AGENTS.desktop);
    await expect(act(() => result.current.install())).resolves.toBe(false);
  });

  it('counts an installation from the browser menu (appinstalled)', () => {
    const { result } = withUserAgent(USER_AGENTS.desktop);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.isInstalled).toBe(true);
    expect(localStorage.getItem(AUTO_INSTALLED_KEY)).toBe('true');
  });
});
