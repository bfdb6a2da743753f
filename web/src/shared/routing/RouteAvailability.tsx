import { createContext, useContext } from 'react';

/**
 * Whether a page exists for a path (French form, e.g. "/payment-demo"). The app provides it
 * from its route table, so features link only to pages that exist, never to a 404.
 */
export const RouteAvailabilityContext = createContext<(path: string) => boolean>(() => false);

export function useIsRouteAvailable(): (path: string) => boolean {
  return useContext(RouteAvailabilityContext);
}
