import type { DocumentData } from 'firebase/firestore';
import { NEW_PROVIDER_STANDING, PROVIDER_LIMITS } from '@marketplace/domain';
import { loadFirestore } from '../../shared/firebase/firestore';
import { useLiveDoc } from '../../shared/firebase/useLiveQuery';
import type { SavedService } from './draft';
import type { Submission } from './validation';

export const ownProviderKey = (uid: string) => `providers:${uid}:onboarding`;

/** The user's own `providers/{uid}` as stored (null when they are not a provider yet). */
export function useOwnProvider(uid: string | null) {
  return useLiveDoc<DocumentData>(uid && ownProviderKey(uid), ({ fs, db }) =>
    fs.doc(db, 'providers', uid ?? ''),
  );
}

export interface OnboardingSource {
  /** `providers/{uid}` and its services when the user already is a provider. */
  provider: { data: DocumentData; services: SavedService[] } | null;
  /** The account's phone number, to suggest as a contact. */
  accountPhone: string;
}

/** The phone of `users/{uid}`, if readable; the form works without it. */
async function accountPhoneOf(uid: string): Promise<string> {
  try {
    const { fs, db } = await loadFirestore();
    const phone: unknown = (await fs.getDoc(fs.doc(db, 'users', uid))).get('phone');
    return typeof phone === 'string' ? phone : '';
  } catch {
    return '';
  }
}

/** What the form starts from: the saved provider profile and services, or nothing yet. */
export async function loadOnboardingSource(uid: string): Promise<OnboardingSource> {
  const { fs, db } = await loadFirestore();
  const providerRef = fs.doc(db, 'providers', uid);
  const [snapshot, accountPhone] = await Promise.all([fs.getDoc(providerRef), accountPhoneOf(uid)]);
  if (!snapshot.exists()) return { provider: null, accountPhone };
  const services = await fs.getDocs(
    fs.query(fs.collection(providerRef, 'services'), fs.limit(PROVIDER_LIMITS.services)),
  );
  return {
    provider: {
      data: snapshot.data(),
      services: services.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    },
    accountPhone,
  };
}

export type SaveOutcome = 'created' | 'updated';
export type SaveFailure = 'permission' | 'offline' | 'unknown';

/** Why a save failed, for a translated message. */
export function saveFailureOf(error: unknown): SaveFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied' || code === 'unauthenticated') return 'permission';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'offline';
  return 'unknown';
}

/** A save refused before any write because the device is offline. */
export class OfflineError extends Error {
  readonly code = 'unavailable';
  constructor() {
    super('offline');
  }
}

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Writes the provider in one batch. A new provider (`existingServiceIds` null): the owner's
 * fields + the new provider's standing + createdAt/updatedAt. An existing one: the owner's
 * fields + updatedAt only. Services are written under their fixed ids, so a retried save is
 * the same write; on edit, services no longer in the form are deleted. A create that finds
 * the profile already there (an earlier attempt went through) is retried as an edit.
 */
export async function saveProvider(
  uid: string,
  { profile, services }: Submission,
  existingServiceIds: readonly string[] | null,
): Promise<SaveOutcome> {
  // Offline, a commit would wait for the network with no answer: say so now instead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
  const { fs, db } = await loadFirestore();
  const providerRef = fs.doc(db, 'providers', uid);
  const write = async (existing: readonly string[] | null) => {
    const batch = fs.writeBatch(db);
    if (existing === null) {
      batch.set(providerRef, {
        ...profile,
        ...NEW_PROVIDER_STANDING,
        createdAt: fs.serverTimestamp(),
        updatedAt: fs.serverTimestamp(),
      });
    } else {
      batch.update(providerRef, { ...profile, updatedAt: fs.serverTimestamp() });
    }
    const kept = new Set(services.map((service) => service.id));
    for (const { id, data } of services) batch.set(fs.doc(providerRef, 'services', id), data);
    for (const id of existing ?? []) {
      if (!kept.has(id)) batch.delete(fs.doc(providerRef, 'services', id));
    }
    await batch.commit();
  };
  if (existingServiceIds !== null) {
    await write(existingServiceIds);
    return 'updated';
  }
  try {
    await write(null);
    return 'created';
  } catch (error) {
    if (!isPermissionDenied(error) || !(await fs.getDoc(providerRef)).exists()) throw error;
    await write([]);
    return 'updated';
  }
}
