import { defineConfig } from 'vite';

/** Built by `npm run lighthouse` into the app's build, served by Hosting under this base. */
export const REFERENCE_BASE = '/lighthouse-reference/';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: REFERENCE_BASE,
  logLevel: 'warn',
});
