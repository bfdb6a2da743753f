import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { APP_SHELL_FILE, APP_SHELL_URL, prerenderPages } from './prerender/plugin';

export default defineConfig({
  plugins: [
    react(),
    // Public pages' first screen in their HTML (issue 11): shown before any script runs.
    prerenderPages(),
    // Installable, offline-capable app (DESIGN §6): our own Workbox worker in src/sw.ts, built to
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
        codeSplitting: {
          groups: [
            {
              name: 'mui-core',
              test: /node_modules[\\/](@mui[\\/](utils|system|styled-engine|private-theming|material[\\/](utils|styles|internal|DefaultPropsProvider|zero-styled|useLazyRipple|transitions))|@emotion|react-transition-group|@babel[\\/]runtime|clsx|react-is|stylis)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
});
