/**
 * When the service worker may download the whole app for offline use (issue 11): the data is
 * the visitor's, so only when it is cheap or asked for.
 *
 * - Never when the browser sends Save-Data.
 * - Always once the app is installed (standalone display): the user asked for an app.
 * - Where the browser reports the connection type (Android, ChromeOS): only on wifi or ethernet.
 * - Where it reports only the speed (desktop Chrome): on a 4g-class connection; desktops are
 *   rarely on metered data.
 * - Without the Network Information API (Safari, Firefox): no. Pages opened are still cached
 *   as they are used, so they open again offline.
 */
export interface ConnectionInfo {
  type?: string;
  effectiveType?: string;
  saveData?: boolean;
}

export function shouldPrecacheAll(
  connection: ConnectionInfo | undefined,
  installed: boolean,
): boolean {
  if (connection?.saveData) return false;
  if (installed) return true;
  if (!connection) return false;
  if (connection.type !== undefined) {
    return connection.type === 'wifi' || connection.type === 'ethernet';
  }
  return connection.effectiveType === '4g';
}

/** The browser's connection, where it tells (Network Information API). */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** The built assets this page has loaded so far (scripts, styles), as absolute URLs. */
export function loadedAssetUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
    });
}
