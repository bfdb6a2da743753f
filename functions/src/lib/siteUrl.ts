/**
 * The site's address, from configuration only (never from a request's headers, which a client
 * writes): the base of every absolute link the functions make (payment links, mails, SMS, push,
 * webhooks) and the origin state-changing requests must come from (origin.ts).
 */

/** The Hosting emulator's address when the scripts do not say (firebase.json's port). */
export const DEFAULT_HOSTING_EMULATOR = '127.0.0.1:5000';

/** Whether this code runs in the Functions emulator. */
export const underEmulators = (env: NodeJS.ProcessEnv = process.env) => env.FUNCTIONS_EMULATOR === 'true';

/**
 * `http://host:port` of the Hosting emulator this run serves the site on: the emulator scripts
 * hand every process `FIREBASE_HOSTING_EMULATOR_HOST` (ports moved by their offset), else
 * firebase.json's port.
 */
export function hostingEmulatorUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://${env.FIREBASE_HOSTING_EMULATOR_HOST || DEFAULT_HOSTING_EMULATOR}`;
}

/**
 * The web app's address: `APP_URL`; without it, under the emulators the Hosting emulator's,
 * else the project's default Hosting site. No trailing slash.
 */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.APP_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  if (underEmulators(env)) return hostingEmulatorUrl(env);
  return `https://${env.GCLOUD_PROJECT ?? 'demo-marketplace'}.web.app`;
}

/**
 * Every address the site itself is served on: `appUrl()`, and without `APP_URL` the default
 * site's twin on firebaseapp.com, which Hosting serves alike.
 */
export function siteUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  const urls = [appUrl(env)];
  if (!env.APP_URL?.trim() && !underEmulators(env)) {
    urls.push(`https://${env.GCLOUD_PROJECT ?? 'demo-marketplace'}.firebaseapp.com`);
  }
  return urls;
}
