/** Local storage keys of the install experience (spec §9). */
export const AUTO_INSTALLED_KEY = 'pwa-auto-installed';
export const POPUP_DISMISSED_KEY = 'pwa-popup-dismissed';

// Storage can be unavailable (private browsing, disabled cookies): the popup then simply
// behaves as on a first visit.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: see above.
  }
}
