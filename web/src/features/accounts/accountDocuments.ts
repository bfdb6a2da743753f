import type { User } from 'firebase/auth';
import { newUserDocument } from '@marketplace/domain';
import { loadFirestore } from '../../shared/firebase/firestore';
import { errorCode } from './authErrors';

export interface AccountFields {
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
}

export const displayNameOf = ({
  firstName,
  lastName,
}: Pick<AccountFields, 'firstName' | 'lastName'>) => `${firstName} ${lastName}`.trim();

/**
 * Writes `users/{uid}` (the private account) and `profiles/{uid}` (its public face) in one
 * batch, with `set` on the fixed ids. The rules only let a client *create* the account
 * document (an existing one keeps its createdAt), so when the batch is refused because an
 * earlier attempt already wrote it, only what is still missing is written: running this again
 * after a network failure succeeds instead of failing.
 */
export async function ensureAccountDocuments(user: User, fields: AccountFields): Promise<void> {
  const { fs, db } = await loadFirestore();
  const userRef = fs.doc(db, 'users', user.uid);
  const profileRef = fs.doc(db, 'profiles', user.uid);
  const account = () => ({
    ...newUserDocument({
      firstName: fields.firstName,
      lastName: fields.lastName,
      // The rules compare it with the token's email, which Firebase stores normalised.
      email: user.email ?? '',
      phone: fields.phone,
      city: fields.city,
    }),
    createdAt: fs.serverTimestamp(),
  });
  const profile = {
    displayName: displayNameOf(fields),
    profileImageUrl: null,
    city: fields.city,
    country: '',
    bio: '',
  };

  const write = async (withAccount: boolean, withProfile: boolean) => {
    const batch = fs.writeBatch(db);
    if (withAccount) batch.set(userRef, account());
    if (withProfile) batch.set(profileRef, profile);
    await batch.commit();
  };

  try {
    await write(true, true);
  } catch (error) {
    if (errorCode(error) !== 'permission-denied') throw error;
    const [accountSnap, profileSnap] = await Promise.all([
      fs.getDoc(userRef),
      fs.getDoc(profileRef),
    ]);
    // Both there: an earlier attempt succeeded. Neither there: the refusal was about the data.
    if (!accountSnap.exists() && !profileSnap.exists()) throw error;
    if (!accountSnap.exists() || !profileSnap.exists()) {
      await write(!accountSnap.exists(), !profileSnap.exists());
    }
  }
}

/**
 * Names for the account of a new Google user: the profile's given and family names, else the
 * display name split at its first space. Null when either is missing (the rules require both),
 * so the user completes the profile later instead of storing an invented name.
 */
export function namesFromGoogle(
  profile: Record<string, unknown> | null | undefined,
  displayName: string | null,
): Pick<AccountFields, 'firstName' | 'lastName'> | null {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  let firstName = text(profile?.given_name);
  let lastName = text(profile?.family_name);
  if (!firstName || !lastName) {
    const [first = '', ...rest] = text(displayName).split(/\s+/);
    firstName ||= first;
    lastName ||= rest.join(' ');
  }
  if (!firstName || !lastName) return null;
  return { firstName: firstName.slice(0, 50).trim(), lastName: lastName.slice(0, 50).trim() };
}
