import { memo, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthState';
import { languageFromPath } from '../../shared/i18n/language';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { ForbiddenPage } from '../ForbiddenPage';
import { guardDecision } from './guard';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouteDefinition } from './routeTable';

/**
 * The page itself, drawn again only for another path: the session settling (loading → signed
 * out on every first visit) or a query change re-renders the guard above, not the whole page
 * (issue 11: that re-render was a third of a provider page's script time). Pages that depend on
 * the session or the query read them themselves.
 */
const GuardedPage = memo(function GuardedPage({
  route,
  pathname,
}: {
  route: RouteDefinition;
  pathname: string;
}) {
  const Page = route.component;
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
});

/** A route's page behind its guard, its own error boundary and its lazy-loading spinner. */
export function RoutePage({ route }: { route: RouteDefinition }) {
  const { state } = useAuth();
  const { pathname, search } = useLocation();
  const decision = guardDecision(route, state, pathname + search, languageFromPath(pathname));
  switch (decision.kind) {
    case 'wait':
      return <PageSpinner />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <ForbiddenPage />;
    case 'render':
      return <GuardedPage route={route} pathname={pathname} />;
  }
}
