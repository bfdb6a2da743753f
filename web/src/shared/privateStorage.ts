/**
 * `localStorage` keys that hold what a user typed and has not sent yet (e.g. a quote request's
 * draft) start with this prefix: a logout removes them, so the next person on a shared phone
 * does not find them. A visitor's draft survives signing in, which is not a logout.
 */
export const PRIVATE_STORAGE_PREFIX = 'private:';

/** Removes every private key; storage that cannot be read (private mode) has none to remove. */
export function forgetPrivateStorage(storage: Storage = localStorage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PRIVATE_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
