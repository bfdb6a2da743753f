import { render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { localizedRoutePaths, routeObjects } from './router';
import {
  findRoute,
  lazyPage,
  prefetchRoute,
  requiresSignIn,
  ROUTES,
  type RouteDefinition,
} from './routeTable';
import { visibleLinks } from './visibleLinks';

/** The spec's paths that exist so far; each feature adds its own here with its pages. */
const SPEC_PATHS = [
  '/',
  '/auth',
  '/register',
  '/profile',
  '/profile/edit',
  '/settings',
  '/about',
  '/how-it-works',
  '/privacy',
  '/terms',
  '/services',
  '/services/plumbing',
  '/payment-methods',
  '/transaction-calculator',
  '/mobile-money-guide',
  '/demo-overview',
  '/feedback-demo',
  '/user-questionnaire',
  '/translation-demo',
];

const objects = routeObjects(ROUTES);
const matchedPath = (pathname: string) =>
  matchRoutes(objects, pathname)?.at(-1)?.route.path ?? null;

describe('route table', () => {
  it.each(SPEC_PATHS)('%s exists in French and under /en in English', (path) => {
    const [french, english] = localizedRoutePaths(findRoute(path)?.path ?? 'missing');
    expect(matchedPath(path)).toBe(french);
    const englishPath = path === '/' ? '/en' : `/en${path}`;
    expect(matchedPath(englishPath)).toBe(english);
  });

  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('loads a page lazily, and draws it at once when its chunk is already here', async () => {
    let loads = 0;
    const { component: Page, load } = lazyPage(async () => {
      loads += 1;
      return { default: () => <p>drawn</p> };
    });
    const page = (
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>
    );
    expect(loads).toBe(0);
    const lazily = render(page);
    expect(lazily.container.textContent).toBe('waiting');
    await waitFor(() => expect(lazily.container.textContent).toBe('drawn'));
    lazily.unmount();
    await load();
    // The first render of a page whose chunk is here does not suspend (hydration needs it).
    expect(renderToString(page)).toBe('<!--$--><p>drawn</p><!--/$-->');
    expect(loads).toBe(1);
  });

  it('does not match unknown paths (they fall through to the 404 page)', () => {
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(matchedPath('/en/nowhere')).toBeNull();
    expect(findRoute('/english')).toBeUndefined();
  });

  it('ignores the query string when looking a path up', () => {
    expect(findRoute('/services?category=plumbing')?.name).toBe(findRoute('/services')?.name);
  });
});

describe('prefetchRoute', () => {
  it('starts the reads of the page the address opens, with its parameters and query', () => {
    const prefetch = vi.fn();
    const routes: RouteDefinition[] = [
      { ...(findRoute('/about') as RouteDefinition) },
      { ...(findRoute('/services/x') as RouteDefinition), prefetch },
    ];
    prefetchRoute(new URL('http://localhost/services/plumbing?q=fuite'), routes);
    expect(prefetch).toHaveBeenCalledOnce();
    const [params, search] = prefetch.mock.calls[0] as [Record<string, string>, URLSearchParams];
    expect(params).toEqual({ categorySlug: 'plumbing' });
    expect(search.get('q')).toBe('fuite');
    prefetchRoute(new URL('http://localhost/about'), routes);
    prefetchRoute(new URL('http://localhost/nowhere'), routes);
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('is set for the home, results and provider pages, whose first screen is data', () => {
    const withPrefetch = ROUTES.filter((route) => route.prefetch).map((route) => route.path);
    expect(withPrefetch).toEqual(['/', '/services', '/services/:categorySlug', '/providers/:id']);
  });
});

describe('visibleLinks', () => {
  it('keeps links to existing pages and drops the others', () => {
    const links = visibleLinks(
      [
        { path: '/about', labelKey: 'a' },
        { path: '/not-built-yet', labelKey: 'b' },
      ],
      false,
    );
    expect(links.map((link) => link.path)).toEqual(['/about']);
  });
});

describe('requiresSignIn', () => {
  it('knows the spec’s sign-in paths, including parameterised ones', () => {
    expect(requiresSignIn('/my-bookings')).toBe(true);
    expect(requiresSignIn('/providers/abc/criminal-record')).toBe(true);
    expect(requiresSignIn('/about')).toBe(false);
    expect(requiresSignIn('/providers/abc')).toBe(false);
  });
});
