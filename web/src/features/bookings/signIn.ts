import { useLocation } from 'react-router-dom';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';

/** The sign-in page's way back (`/auth?next=`), as the route guard and the login page use it. */
const NEXT_PARAM = 'next';

/** The sign-in page in the page language, coming back to the current address afterwards. */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  const language = usePageLanguage();
  const next = encodeURIComponent(`${pathname}${search}`);
  return `${localizedPath('/auth', language)}?${NEXT_PARAM}=${next}`;
}
