import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { AuthUser } from '@marketplace/domain';
import {
  AUTH_LOGIN_EVENT,
  AUTH_UPDATED_EVENT,
  authEventDetail,
  type RefreshOutcome,
} from '../../shared/api/authEvents';
import {
  AUTH_STALE_TIME_MS,
  apiMutate,
  fetchJsonOrNullOn401,
  queryClient,
  type QueryKey,
} from '../../shared/api/http';
import {
  AuthContext,
  type AuthContextValue,
  type AuthState,
  type SignOutReason,
} from '../../shared/auth/AuthState';
import { forgetFirebaseUser } from '../../shared/firebase/forgetUser';
import { forgetPrivateStorage } from '../../shared/privateStorage';
import { reportSession } from '../../shared/firebase/sessionHint';
import {
  forgetSessionUser,
  mayHaveSession,
  rememberSessionUser,
  sessionUserToForget,
} from './deviceUser';

// The shell mounts this provider, so it stays light: fetch only. The Firebase SDK is loaded
// by the sign-in pages, and here only to sign it out.

export { notifyAuthLogin, notifyAuthUpdated } from '../../shared/api/authEvents';

/** Spec §8. */
export const AUTH_CHECK_FAILED = 'Authentication check failed';
export const INITIAL_REFRESH_FAILED = 'Initial auth refresh failed';
export const FORGET_FAILED = 'Could not forget the signed-out user on this device';

export const AUTH_USER_KEY = ['/api/auth/user'] as const satisfies QueryKey;
const teamMemberKey = (userId: string) => ['/api/auth/team-member-check', userId] as const;

const SIGNED_OUT: AuthState = { status: 'signedOut' };

// Loaded only when there is something to confirm: the shell's first load stays light.
const SignOutNotice = lazy(() => import('./SignOutNotice'));
type SignedIn = Extract<AuthState, { status: 'signedIn' }>;

/** Spec §7: with credentials and a no-cache header; 401 = signed out; 60 s fresh; no retry. */
function fetchAuthUser(force: boolean): Promise<AuthUser | null> {
  return queryClient.fetchQuery(AUTH_USER_KEY, {
    queryFn: () =>
      fetchJsonOrNullOn401<AuthUser>(AUTH_USER_KEY[0], {
        headers: { 'Cache-Control': 'no-cache' },
        cache: 'no-cache',
      }),
    staleTime: AUTH_STALE_TIME_MS,
    retry: 0,
    force,
  });
}

/** Spec §7: only for a signed-in user; a failure only hides the team-only links. */
async function fetchTeamMember(userId: string, force: boolean): Promise<boolean> {
  try {
    const result = await queryClient.fetchQuery(teamMemberKey(userId), {
      queryFn: () =>
        fetchJsonOrNullOn401<{ isTeamMember?: unknown }>('/api/auth/team-member-check'),
      staleTime: AUTH_STALE_TIME_MS,
      force,
    });
    return result?.isTeamMember === true;
  } catch (error) {
    console.warn('Team member check failed', error);
    return false;
  }
}

/**
 * A session that ended without a logout here (expired, revoked, logged out elsewhere): the
 * SDKs still hold that user's token and cached documents, so they are forgotten now. Only
 * after a session on this device: a visitor who never signed in loads no SDK for it.
 */
function forgetExpiredSession(): void {
  const uid = sessionUserToForget();
  if (uid === null) return;
  forgetSessionUser();
  forgetFirebaseUser(uid).catch((error: unknown) => console.error(FORGET_FAILED, error));
}

/**
 * The session of the whole app (spec §3, §4, §7): `GET /api/auth/user` decides signed in or
 * out (at the start only when a session may exist), then the team-member check completes the
 * user. The `auth:login` and `auth:updated` window events check again, bypassing the 60 s
 * freshness.
 */
export function AccountsProvider({ children }: { children: ReactNode }) {
  const [state, setSessionState] = useState<AuthState>({ status: 'loading' });
  const [notice, setNotice] = useState<SignOutReason | null>(null);
  // Only the latest check may set the state: an older answer can arrive later.
  const latest = useRef(0);

  /**
   * `onLoad`: the check of the app's start settles in a transition. React may still be taking
   * over a page drawn by the server then, and an urgent session change reaching that page makes
   * React take all of it over at once, a long task on a phone (issue 11). Later checks (sign-in,
   * sign-out) settle at once: the page that follows must see them.
   */
  const refresh = useCallback(async (force: boolean, onLoad = false): Promise<RefreshOutcome> => {
    const setState = (next: SetStateAction<AuthState>) =>
      onLoad ? startTransition(() => setSessionState(next)) : setSessionState(next);
    const check = ++latest.current;
    // No session can exist: the server is not asked (./deviceUser.ts). Sign-ins always ask.
    if (onLoad && !mayHaveSession()) {
      reportSession('signedOut');
      setState(SIGNED_OUT);
      return 'signedOut';
    }
    let user: AuthUser | null;
    try {
      user = await fetchAuthUser(force);
    } catch (error) {
      reportSession('unknown');
      if (check === latest.current) setState(SIGNED_OUT);
      throw new Error(AUTH_CHECK_FAILED, { cause: error });
    }
    reportSession(user ? 'signedIn' : 'signedOut');
    if (!user) {
      if (check === latest.current) setState(SIGNED_OUT);
      forgetExpiredSession();
      return 'signedOut';
    }
    const signedIn = user;
    rememberSessionUser(signedIn.id);
    const isSameUser = (previous: AuthState): previous is SignedIn =>
      previous.status === 'signedIn' && previous.user.id === signedIn.id;
    if (check === latest.current) {
      // Signed in at once, keeping what is known of the team membership: on a slow network the
      // header and the guarded pages need not wait for the second call.
      setState((previous) => ({
        status: 'signedIn',
        user: {
          ...signedIn,
          isTeamMember: isSameUser(previous) && previous.user.isTeamMember,
        },
      }));
    }
    void fetchTeamMember(signedIn.id, force).then((isTeamMember) => {
      if (check !== latest.current) return;
      setState((previous) =>
        isSameUser(previous) && previous.user.isTeamMember !== isTeamMember
          ? { status: 'signedIn', user: { ...previous.user, isTeamMember } }
          : previous,
      );
    });
    return 'signedIn';
  }, []);

  useEffect(() => {
    refresh(false, true).catch((error: unknown) => console.warn(INITIAL_REFRESH_FAILED, error));
    const onAuthEvent = (event: Event) => {
      const checked = refresh(true);
      // The dispatcher (e.g. the sign-in page) waits for the outcome; others only log.
      authEventDetail(event)?.waitUntil(checked);
      checked.catch((error: unknown) => console.error(AUTH_CHECK_FAILED, error));
    };
    window.addEventListener(AUTH_UPDATED_EVENT, onAuthEvent);
    window.addEventListener(AUTH_LOGIN_EVENT, onAuthEvent);
    return () => {
      window.removeEventListener(AUTH_UPDATED_EVENT, onAuthEvent);
      window.removeEventListener(AUTH_LOGIN_EVENT, onAuthEvent);
    };
  }, [refresh]);

  const signOut = useCallback(
    async (reason?: SignOutReason) => {
      try {
        await apiMutate('/api/auth/logout');
      } catch (error) {
        // The check below then tells the truth: still signed in if the cookie survived.
        console.error('Logout failed', error);
      }
      // Nothing of the previous user stays in memory or on the device (a shared phone). Also
      // when no page loaded the SDKs in this visit: they keep the user across reloads. The
      // app shows itself signed out once that is done, so leaving then interrupts nothing.
      queryClient.clear();
      forgetPrivateStorage();
      forgetSessionUser();
      await forgetFirebaseUser().catch((error: unknown) => console.error(FORGET_FAILED, error));
      await refresh(true).catch((error: unknown) => console.error(AUTH_CHECK_FAILED, error));
      if (reason) setNotice(reason);
    },
    [refresh],
  );

  const value = useMemo<AuthContextValue>(() => ({ state, signOut }), [state, signOut]);
  return (
    <AuthContext.Provider value={value}>
      {children}
      {notice && (
        <Suspense fallback={null}>
          <SignOutNotice reason={notice} onClose={() => setNotice(null)} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
