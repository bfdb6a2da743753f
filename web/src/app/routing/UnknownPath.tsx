import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { ENGLISH_PREFIX, languageFromPath } from '../../shared/i18n/language';
import { RoutePage } from './RoutePage';
import { requiresSignIn, type RouteDefinition } from './routeTable';

const NotFound = lazy(() => import('../NotFoundPage'));

const notFound: RouteDefinition = {
  path: '*',
  name: 'notFound',
  component: NotFound,
  protected: false,
  adminOnly: false,
};

/** The 404 page, behind the sign-in guard for the spec's sign-in paths (see SIGN_IN_PATHS). */
export function UnknownPath() {
  const { pathname } = useLocation();
  const frenchPath =
    languageFromPath(pathname) === 'en' ? pathname.slice(ENGLISH_PREFIX.length) || '/' : pathname;
  return <RoutePage route={{ ...notFound, protected: requiresSignIn(frenchPath) }} />;
}
