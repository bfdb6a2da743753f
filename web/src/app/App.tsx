import { CacheProvider } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AccountsProvider } from '../features/accounts/AccountsProvider';
import { i18n } from '../shared/i18n';
import { RouteAvailabilityContext } from '../shared/routing/RouteAvailability';
import { createBrowserEmotionCache } from '../shared/theme/emotionCache';
import type { ServerMatchMedia } from '../shared/theme/theme';
import { ThemeModeProvider } from '../shared/theme/ThemeModeProvider';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { AppRoutes } from './routing/router';
import { isRouteAvailable } from './routing/routeTable';

const reloadPage = () => window.location.reload();

/**
 * What every page stands in: texts, theme, routes' availability and the session. The browser
 * routes inside it with `BrowserRouter` (`App`), the server with `StaticRouter`
 * (web/src/server), in its own i18n instance and viewport.
 */
export function AppProviders({
  i18n: texts,
  serverMatchMedia,
  children,
}: {
  i18n: I18n;
  serverMatchMedia?: ServerMatchMedia;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={texts}>
      <ThemeModeProvider serverMatchMedia={serverMatchMedia}>
        <RouteAvailabilityContext.Provider value={isRouteAvailable}>
          <AccountsProvider>{children}</AccountsProvider>
        </RouteAvailabilityContext.Provider>
      </ThemeModeProvider>
    </I18nextProvider>
  );
}

/**
 * The app in the browser. `serverMatchMedia`: the viewport a page drawn by the server was drawn
 * for, which the first render (hydration) answers media queries for.
 */
export function App({ serverMatchMedia }: { serverMatchMedia?: ServerMatchMedia }) {
  const [emotionCache] = useState(() => createBrowserEmotionCache(document));
  return (
    <CacheProvider value={emotionCache}>
      <AppProviders i18n={i18n} serverMatchMedia={serverMatchMedia}>
        <BrowserRouter>
          <RouteErrorBoundary onRetry={reloadPage}>
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
}
