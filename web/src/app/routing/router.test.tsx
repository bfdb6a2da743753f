import { matchPath, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeObjects, routesFor } from './router';
import { findRoute, firstSegment, ROUTES } from './routeTable';

/** Every route of the app under one layout, as `AppRoutes` gave them before. */
const ALL_ROUTES: RouteObject[] = [{ children: [...routeObjects(ROUTES), { path: '*' }] }];

/** Each route's paths in both languages with a value for each parameter, and their variants. */
const PATHS = routeObjects(ROUTES).flatMap(({ path = '' }) => {
  const filled = path.replace(/:[a-zA-Z]+/g, 'x-1');
  return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/extra`];
});
const ODD_PATHS = [
  '/',
  '/en',
  '/en/',
  '/nowhere',
  '/en/nowhere',
  '/%73ervices',
  '/%E0%A4%A',
  '//services',
];

const matchedPaths = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.path ?? '(layout)');

describe('routesFor', () => {
  it('matches every path as the whole route table does', () => {
    const differing = [...PATHS, ...ODD_PATHS].filter(
      (pathname) =>
        matchedPaths(routesFor(pathname), pathname).join(' ') !==
        matchedPaths(ALL_ROUTES, pathname).join(' '),
    );
    expect(differing).toEqual([]);
  });

  it('gives React Router a handful of routes, the same ones again for the same segment', () => {
    const routes = routesFor('/services/plumbing');
    expect(routes[0]?.children?.map((route) => route.path)).toEqual([
      '/services',
      '/en/services',
      '/services/:categorySlug',
      '/en/services/:categorySlug',
      '*',
    ]);
    expect(routesFor('/en/services')).toBe(routes);
  });

  it('tells paths apart by their first segment past the English prefix', () => {
    expect(firstSegment('/en/Services/plumbing')).toBe('services');
    expect(firstSegment('/providers/x')).toBe('providers');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('/en')).toBe('');
    expect(firstSegment('/%E0%A4%A')).toBe('%e0%a4%a');
  });
});

describe('findRoute', () => {
  it('finds for every path what a search of the whole table finds', () => {
    const searched = (pathname: string) =>
      ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
    const french = [...PATHS, ...ODD_PATHS].filter((pathname) => !pathname.startsWith('/en'));
    expect(french.filter((pathname) => findRoute(pathname) !== searched(pathname))).toEqual([]);
    expect(findRoute('/services/plumbing?near=1')?.path).toBe('/services/:categorySlug');
  });
});
