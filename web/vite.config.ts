import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { CHUNK_GROUPS } from './build/chunkGroups';
import { lazyMuiThemes } from './build/lazyMuiThemes';
import { propNameSet } from './build/propNameSet';
import { reactLoadErrors } from './build/reactLoadErrors';
import { sheetInPlace } from './build/sheetInPlace';
import { APP_SHELL_FILE, APP_SHELL_URL, prerenderPages } from './prerender/plugin';

/**
 * Where the server's drawing of the data pages is built (`vite build --ssr`, web/src/server),
 * with the documents the app's build writes for it: the `pages` function loads it from there.
 * A benchmark that serves another build sets SERVED_PAGES_DIR for both builds and the function.
 */
const servedPagesDir =
  process.env.SERVED_PAGES_DIR ?? fileURLToPath(new URL('../functions/served', import.meta.url));

/**
 * React Router 7's package exports name only its development build, whose warnings and checks
 * (route paths, matches) then run in production too (remix-run/react-router#14102): the
 * builds take the production files it ships beside them.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionReactRouter = {
  alias: [
    { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
  ],
};

/** The server bundle (`vite build --ssr src/server/renderPage.tsx`): the app itself, with
 * everything it imports, for Node (functions/served). */
const serverBuild: ViteUserConfig = {
  plugins: [react(), lazyMuiThemes(), propNameSet(), reactLoadErrors()],
  // React's production build, whatever the function's environment says.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: servedPagesDir,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node22',
    rolldownOptions: {
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
};

const appBuild: ViteUserConfig = {
  plugins: [
    react(),
    // MUI's fallback themes, which the app never draws with, are created only if read.
    lazyMuiThemes(),
    // Emotion's prop test without the regular expression whose compiling cost every page.
    propNameSet(),
    // React's load-time markers, without the stack traces DevTools (and Lighthouse) take of them.
    reactLoadErrors(),
    // Emotion takes a served page's global style where it stands, not moved (a whole restyle).
    sheetInPlace(),
    // Public pages' first screen in their HTML: shown before any script runs; and
    // the documents the server draws the data pages into.
    prerenderPages({ servedPagesDir }),
    // Installable, offline-capable app: our own Workbox worker in src/sw.ts, built to
    // /sw.js at the site root. Registration is ours too (features/pwa/registerServiceWorker.ts),
    // and the two language manifests are static files in public/ linked from index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell, not the prerendered pages: offline, every route opens from the shell.
        globPatterns: ['**/*.{js,css,svg,png,woff2,webmanifest}', APP_SHELL_FILE],
        globIgnores: ['**/*.map'],
        // Hosting's cleanUrls answers /app.html with a redirect to /app: precache the clean URL.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.map((entry) =>
              entry.url === APP_SHELL_FILE ? { ...entry, url: APP_SHELL_URL } : entry,
            ),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by `npm run size` to measure first-load JavaScript per route.
    manifest: true,
    rolldownOptions: {
      output: {
        // The Firebase SDKs' chunks are named after them (firebase-auth-…), so tests and the
        // size report can tell which SDK a page downloaded (all their entries are index.esm).
        chunkFileNames: (chunk) => {
          const sdk = /node_modules\/firebase\/([a-z-]+)\/dist\//.exec(chunk.facadeModuleId ?? '');
          return sdk ? `assets/firebase-${sdk[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // A first visit's requests each cost the phone's main thread as well as a round trip:
        // the modules of first screens are packed by the moment they load (./build/chunkGroups.ts).
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker rather than per test file, each file still in its own context:
    // the unit tests of npm test ran in 4.5 min instead of 12 on this machine.
    pool: 'vmThreads',
    // Vitest's default leaves a core idle (one worker on two cores): 145 s → 100 s.
    maxWorkers: 2,
    // A hang guard, not a speed check: npm test runs these beside the emulator tests, and a
    // page's interactions then take several times their quiet duration (5 s was too tight).
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  const config = isSsrBuild ? serverBuild : appBuild;
  // The dev server and the tests keep React Router's warnings.
  return command === 'build' ? { ...config, resolve: productionReactRouter } : config;
});
