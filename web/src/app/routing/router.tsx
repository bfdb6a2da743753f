import { useRoutes, type RouteObject } from 'react-router-dom';
import { ENGLISH_PREFIX } from '../../shared/i18n/language';
import { Layout } from '../layout/Layout';
import { RoutePage } from './RoutePage';
import { ROUTES, type RouteDefinition } from './routeTable';
import { UnknownPath } from './UnknownPath';

/** The French path as is, and the English one under `/en` (spec §2). */
export function localizedRoutePaths(path: string): [string, string] {
  return [path, path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`];
}

export function routeObjects(routes: RouteDefinition[]): RouteObject[] {
  return routes.flatMap((route) =>
    localizedRoutePaths(route.path).map((path) => ({
      path,
      element: <RoutePage route={route} />,
    })),
  );
}

const APP_ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [...routeObjects(ROUTES), { path: '*', element: <UnknownPath /> }],
  },
];

/**
 * The app's routes, for `<BrowserRouter>`: the data router (`createBrowserRouter`) would add
 * loaders, actions and fetchers that no page uses, 17 KB of every first visit (issue 11).
 */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
