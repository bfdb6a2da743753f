import { useEffect } from 'react';
import type { Language } from '@marketplace/domain';
import { loadFirestore } from '../../shared/firebase/firestore';

/**
 * Notifications are written in `users/{uid}.language` (functions/src/lib/notify.ts), which
 * must follow the language the user last used. Per visit the account document is read once,
 * and written only when the page's language differs from the saved one (with `updatedAt`, as
 * the rules require of every change to it).
 */

interface Saved {
  /** No account document (a sign-up not completed): nothing to update. */
  exists: boolean;
  language: Language | null;
}

/** What each user's document holds, as far as this visit knows (after pending writes). */
const known = new Map<string, Promise<Saved>>();

async function readSaved(uid: string): Promise<Saved> {
  const { fs, db } = await loadFirestore();
  const snapshot = await fs.getDoc(fs.doc(db, 'users', uid));
  const language: unknown = snapshot.exists() ? snapshot.get('language') : null;
  return {
    exists: snapshot.exists(),
    language: language === 'fr' || language === 'en' ? language : null,
  };
}

/** Saves `language` as the user's unless it is already; resolves true when it wrote. */
export function saveLanguage(uid: string, language: Language): Promise<boolean> {
  // Chained on the previous call, so that quick switches write in order and read only once.
  const result = (known.get(uid) ?? readSaved(uid)).then(async (saved) => {
    if (!saved.exists || saved.language === language) return { saved, wrote: false };
    const { fs, db } = await loadFirestore();
    await fs.updateDoc(fs.doc(db, 'users', uid), { language, updatedAt: fs.serverTimestamp() });
    return { saved: { exists: true, language }, wrote: true };
  });
  const stored = result.then(({ saved }) => saved);
  known.set(uid, stored);
  // A failed read or write is tried again on the next change of language, or the next visit.
  stored.catch(() => {
    if (known.get(uid) === stored) known.delete(uid);
  });
  return result.then(({ wrote }) => wrote);
}

/** Forgets what this visit knows (tests). */
export const forgetSavedLanguages = () => known.clear();

/** Keeps the signed-in user's saved language in step with the page's. */
export function useSavedLanguage(uid: string, language: Language): void {
  useEffect(() => {
    saveLanguage(uid, language).catch((error: unknown) =>
      console.warn('Could not save the language of notifications', error),
    );
  }, [uid, language]);
}
