import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthState';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { afterSignInPath, NEXT_PARAM } from './nextPath';

/**
 * Sends a signed-in user on to `next` (a path of this site) or the home page in the page
 * language: on arrival when already signed in, and right after signing in. Returns whether
 * the user is signed in (the page then shows a short notice instead of its form).
 */
export function useSignedInRedirect(): { signedIn: boolean; next: string | null } {
  const { state } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = usePageLanguage();
  const next = params.get(NEXT_PARAM);
  const target = afterSignInPath(next, language);
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (signedIn) navigate(target, { replace: true });
  }, [signedIn, target, navigate]);
  return { signedIn, next };
}
