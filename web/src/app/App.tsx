import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AccountsProvider } from '../features/accounts/AccountsProvider';
import { i18n } from '../shared/i18n';
import { RouteAvailabilityContext } from '../shared/routing/RouteAvailability';
import { ThemeModeProvider } from '../shared/theme/ThemeModeProvider';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { AppRoutes } from './routing/router';
import { isRouteAvailable } from './routing/routeTable';

const reloadPage = () => window.location.reload();

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeModeProvider>
        <RouteAvailabilityContext.Provider value={isRouteAvailable}>
          <AccountsProvider>
            <BrowserRouter>
              <RouteErrorBoundary onRetry={reloadPage}>
                <AppRoutes />
              </RouteErrorBoundary>
            </BrowserRouter>
          </AccountsProvider>
        </RouteAvailabilityContext.Provider>
      </ThemeModeProvider>
    </I18nextProvider>
  );
}
