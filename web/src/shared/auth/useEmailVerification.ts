import type { User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { currentFirebaseUser, refreshVerification } from './emailVerification';

export type VerificationState =
  | { status: 'loading' }
  /** No Firebase user on this device (the rules decide then). */
  | { status: 'unknown' }
  | { status: 'verified'; user: User }
  | { status: 'unverified'; user: User };

/** Asks Firebase, falling back to what the SDK knows when offline. */
async function verifiedNow(user: User): Promise<boolean> {
  try {
    return await refreshVerification(user);
  } catch (error) {
    console.warn('Email verification check failed', error);
    return user.emailVerified;
  }
}

/**
 * The signed-in user's email verification (`uid` null: not asked, stays loading), checked
 * with Firebase on mount; `recheck` asks
 * again (after the user opened the link elsewhere) and resolves to whether it is verified.
 */
export function useEmailVerification(uid: string | null) {
  const [state, setState] = useState<VerificationState>({ status: 'loading' });

  const check = useCallback(async (): Promise<VerificationState> => {
    const user = await currentFirebaseUser().catch(() => null);
    if (!user || user.uid !== uid) return { status: 'unknown' };
    return { status: (await verifiedNow(user)) ? 'verified' : 'unverified', user };
  }, [uid]);

  useEffect(() => {
    if (uid === null) return;
    let active = true;
    void check().then((next) => active && setState(next));
    return () => {
      active = false;
    };
  }, [uid, check]);

  const recheck = useCallback(async (): Promise<boolean> => {
    const next = await check();
    setState(next);
    return next.status === 'verified';
  }, [check]);

  return { state, recheck };
}
