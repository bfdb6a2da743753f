import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import type { Language } from '@marketplace/domain';
import { servedTemplateFile } from '../src/app/served/document';
import { bootEntryCode } from './bootEntry';

/** The app's own HTML, without a drawn page: Hosting's fallback and the service worker's. */
export const APP_SHELL_FILE = 'app.html';
/** Its URL under Hosting's cleanUrls (the service worker's APP_SHELL_URL). */
export const APP_SHELL_URL = 'app';

/**
 * The public pages whose first screen is drawn at build time, in French and English. They need
 * no signed-in user and no data to be drawn.
 */
export const PRERENDERED_PATHS = ['/about', '/how-it-works', '/privacy', '/terms'];

/**
 * The data pages the server draws (the route table's routes with a `prefetch`, by name), each
 * with a path that opens it: the build draws them without data for their documents. The home
 * page is one: its category cards come with it.
 */
export const SERVED_ROUTES: Record<string, string> = {
  home: '/',
  services: '/services',
  servicesByCategory: '/services/plumbing',
  providerProfile: '/providers/example',
};

const run = promisify(execFile);
const renderPageScript = fileURLToPath(new URL('./renderPage.ts', import.meta.url));
const fillPageScript = fileURLToPath(new URL('./fillPage.ts', import.meta.url));
/** The server's drawing (`vite build --ssr src/server/renderPage.tsx`, built before the app). */
const SERVER_BUNDLE = 'renderPage.mjs';
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** "/" → index.html, "/en" → en.html, "/en/about" → en/about.html (Hosting's cleanUrls). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The site path of the module script the app shell loads ("/assets/index-….js"). */
export function appEntryOf(shell: string): string {
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(shell)?.[1];
  if (!entry) throw new Error('The app shell loads no module script');
  return entry;
}

/** Writes the boot entry (written here rather than built, so the app's chunks stay those of
 * its single entry), and returns its site path. */
function writeBootEntry(outDir: string): string {
  const code = bootEntryCode();
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/boot-${hash}.js`;
  writeFileSync(join(outDir, file), code);
  return `/${file}`;
}

const english = (path: string) => (path === '/' ? '/en' : `/en${path}`);

/** One drawing of the build: a page's HTML, or a served route's document for the server. */
interface Drawing {
  path: string;
  file: string;
  template: boolean;
}

/** The domain's LANGUAGES (the Vite config cannot load the domain's sources). */
const LANGUAGES: readonly Language[] = ['fr', 'en'];

function drawings(paths: string[], servedPagesDir: string): Drawing[] {
  const pages = paths.flatMap((path) =>
    [path, english(path)].map((each) => ({
      path: each,
      file: prerenderedFile(each),
      template: false,
    })),
  );
  const templates = Object.entries(SERVED_ROUTES).flatMap(([name, path]) =>
    LANGUAGES.map((language) => ({
      path: language === 'en' ? english(path) : path,
      file: join(servedPagesDir, servedTemplateFile(name, language)),
      template: true,
    })),
  );
  return [...pages, ...templates];
}

/**
 * After the build, moves index.html to the app shell (app.html), writes each listed page (its
 * document from the built app itself, ./renderPage.ts, and its drawing from the server bundle,
 * ./fillPage.ts), and the documents of the served routes into `servedPagesDir` (beside the
 * server bundle, with a copy of the shell), two at a time.
 */
export function prerenderPages({
  paths = PRERENDERED_PATHS,
  servedPagesDir,
}: {
  paths?: string[];
  servedPagesDir: string;
}): Plugin {
  let outDir = '';
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        copyFileSync(join(outDir, 'index.html'), join(outDir, APP_SHELL_FILE));
        mkdirSync(servedPagesDir, { recursive: true });
        copyFileSync(join(outDir, 'index.html'), join(servedPagesDir, APP_SHELL_FILE));
        // Hosting would answer `/` with it before its rewrite to the server's drawing.
        rmSync(join(outDir, 'index.html'));
        const bootEntry = writeBootEntry(outDir);
        const all = drawings(paths, servedPagesDir);
        const queue = [...all];
        const node = (args: string[]) =>
          run(process.execPath, ['--import', 'tsx', ...args], {
            cwd: repositoryRoot,
            maxBuffer: 16 * 1024 * 1024,
          });
        const draw = async () => {
          for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            // Every drawing starts as a document with marks for the server's drawing: a
            // served route's stays so; a listed page's gets it now.
            const { stdout } = await node([
              renderPageScript,
              outDir,
              APP_SHELL_FILE,
              next.path,
              bootEntry,
            ]);
            const file = next.template ? next.file : join(outDir, next.file);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, stdout);
            if (next.template) continue;
            const filled = await node([
              fillPageScript,
              join(servedPagesDir, SERVER_BUNDLE),
              file,
              next.path,
            ]);
            writeFileSync(file, filled.stdout);
          }
        };
        await Promise.all([draw(), draw()]);
        this.info(`prerendered ${all.length} pages and documents`);
      },
    },
  };
}
