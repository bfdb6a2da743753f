import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AccountsProvider } from '../features/accounts/AccountsProvider';
import { i18n } from '../shared/i18n';
import { RouteAvailabilityContext } from '../shared/routing/RouteAvailability';
import { ThemeModeProvider } from '../shared/theme/ThemeModeProvider';
import { createRouter } from './routing/router';
import { isRouteAvailable } from './routing/routeTable';

export function App() {
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeModeProvider>
        <RouteAvailabilityContext.Provider value={isRouteAvailable}>
          <AccountsProvider>
            <RouterProvider router={router} />
          </AccountsProvider>
        </RouteAvailabilityContext.Provider>
      </ThemeModeProvider>
    </I18nextProvider>
  );
}
