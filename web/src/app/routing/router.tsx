import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ENGLISH_PREFIX } from '../../shared/i18n/language';
import { Layout } from '../layout/Layout';
import { RoutePage } from './RoutePage';
import { firstSegment, ROUTES, routesOfSegment, type RouteDefinition } from './routeTable';
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

const LAYOUT = <Layout />;
const UNKNOWN_PATH: RouteObject = { path: '*', element: <UnknownPath /> };

const narrowedRoutes = new Map<string, RouteObject[]>();

/**
 * The routes that can match `pathname` (those of its first segment) under the layout. React
 * Router matches by flattening and ranking every route it is given and compiling each path it
 * tries, on every render of the routes: about 35 ms of a phone's first visit at 4× CPU for the
 * app's 130 routes (issue 11). Given these few, it ranks them as it would among all
 * (`router.test.tsx` holds it to the same match for every path).
 */
export function routesFor(pathname: string): RouteObject[] {
  const segment = firstSegment(pathname);
  let routes = narrowedRoutes.get(segment);
  if (!routes) {
    const children = [...routeObjects(routesOfSegment(ROUTES, pathname)), UNKNOWN_PATH];
    routes = [{ element: LAYOUT, children }];
    narrowedRoutes.set(segment, routes);
  }
  return routes;
}

/**
 * The app's routes, for `<BrowserRouter>`: the data router (`createBrowserRouter`) would add
 * loaders, actions and fetchers that no page uses, 17 KB of every first visit (issue 11).
 */
export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}
