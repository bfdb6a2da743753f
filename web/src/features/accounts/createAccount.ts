import type { Auth, User } from 'firebase/auth';
import type { AuthModule } from '../../shared/firebase/auth';
import { errorCode, INVALID_CREDENTIAL_CODES } from './authErrors';

/**
 * Creates the Firebase account; when the email is taken, the same email and password sign in
 * instead. A registration that created the account before the network failed can then simply
 * be submitted again. Anyone else gets "email already in use".
 */
export async function createOrResumeAccount(
  sdk: Pick<AuthModule, 'createUserWithEmailAndPassword' | 'signInWithEmailAndPassword'>,
  auth: Auth,
  email: string,
  password: string,
): Promise<User> {
  try {
    return (await sdk.createUserWithEmailAndPassword(auth, email, password)).user;
  } catch (error) {
    if (errorCode(error) !== 'auth/email-already-in-use') throw error;
    try {
      return (await sdk.signInWithEmailAndPassword(auth, email, password)).user;
    } catch (signInError) {
      const code = errorCode(signInError);
      throw code && INVALID_CREDENTIAL_CODES.has(code) ? error : signInError;
    }
  }
}
