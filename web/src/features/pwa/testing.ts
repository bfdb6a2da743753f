import { vi } from 'vitest';
import type { BeforeInstallPromptEvent } from './useInstallState';

/** Test helpers of this feature (not shipped: only tests import this module). */

export const USER_AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

/** Replaces a navigator property for one test; returns the undo. */
export function stubNavigator(property: string, value: unknown): () => void {
  Object.defineProperty(navigator, property, { value, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, property);
  };
}

export function fakeInstallPrompt(
  outcome: 'accepted' | 'dismissed' | Error,
): BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> } {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    platforms: ['web'],
    prompt: vi.fn(() => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve())),
    userChoice:
      outcome instanceof Error
        ? new Promise<never>(() => undefined)
        : Promise.resolve({ outcome, platform: 'web' }),
  });
}
