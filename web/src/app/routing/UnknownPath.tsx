import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { pathWithoutLanguage } from '../../shared/i18n/language';
import { RoutePage } from './RoutePage';
import { requiresSignIn, type RouteDefinition } from './routeTable';

const loadNotFound = () => import('../NotFoundPage');

const notFound: RouteDefinition = {
  path: '*',
  name: 'notFound',
  component: lazy(loadNotFound),
  load: loadNotFound,
  protected: false,
  adminOnly: false,
};

/** The 404 page, behind the sign-in guard for the spec's sign-in paths (see SIGN_IN_PATHS). */
export function UnknownPath() {
  const { pathname } = useLocation();
  return (
    <RoutePage route={{ ...notFound, protected: requiresSignIn(pathWithoutLanguage(pathname)) }} />
  );
}
