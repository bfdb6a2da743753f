import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthState';
import { languageFromPath } from '../../shared/i18n/language';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { ForbiddenPage } from '../ForbiddenPage';
import { guardDecision } from './guard';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouteDefinition } from './routeTable';

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
    case 'render': {
      const Page = route.component;
      return (
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Page />
          </Suspense>
        </RouteErrorBoundary>
      );
    }
  }
}
