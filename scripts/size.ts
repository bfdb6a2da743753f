/**
 * `npm run size`: the production build's JavaScript budget. First-load JavaScript for `/` is
 * the entry chunk, the chunks it imports statically and the home route's chunk with its static
 * imports (what a browser must fetch before the home page renders), gzip-compressed. Chunks
 * loaded later by a dynamic import (e.g. the Firestore SDK, fetched in parallel after the first
 * render) are reported separately. Also checks that every route page is its own chunk, and how
 * many chunks the first visit of each public page takes: each request of a first visit costs a
 * phone's main thread as well as a round trip (README, "The first visit on a phone"), so the
 * chunk groups (web/build/chunkGroups.ts) must keep the entry importing only the base, and no
 * chunks importing each other in a cycle.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BASE_CHUNKS } from '../web/build/chunkGroups';
import { importCycle, staticClosure, type Manifest } from './lib/chunkGraph';
import { REPORTS_DIR } from './lib/reports';
import { ROOT } from './lib/run';

export const FIRST_LOAD_BUDGET_BYTES = 250_000;
/** For each public page's first visit (PUBLIC_PAGES). */
export const FIRST_LOAD_BUDGET_CHUNKS = 10;
const WEB = join(ROOT, 'web');
const DIST = join(WEB, 'dist');
const HOME_PAGE = 'src/app/HomePage.tsx';
/** The pages of `npm run lighthouse`, by their route modules. */
const PUBLIC_PAGES = [
  HOME_PAGE,
  'src/features/info/AboutPage.tsx',
  'src/features/providers/ServicesPage.tsx',
  'src/features/provider-profile/ProviderProfilePage.tsx',
];
const ROUTE_TABLE = join(WEB, 'src/app/routing/routeTable.ts');

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
}

/**
 * The pages the route table loads lazily, as paths relative to web/. Not their reads' prefetch
 * modules, which go with their page's chunk group (they import its reading code anyway).
 */
function routeModules(): string[] {
  const source = readFileSync(ROUTE_TABLE, 'utf8');
  const specifiers = new Set(
    [...source.matchAll(/import\('([^']+)'\)/g)]
      .map((match) => match[1])
      .filter((specifier) => !specifier?.endsWith('/prefetch')),
  );
  return [...specifiers].map((specifier = '') => {
    const resolved = new URL(specifier, `file://${ROUTE_TABLE}`).pathname;
    const relative = resolved.slice(WEB.length + 1);
    const file = ['.tsx', '.ts'].map((ext) => relative + ext).find((f) => existsSync(join(WEB, f)));
    if (!file) throw new Error(`Cannot resolve the route module ${specifier}`);
    return file;
  });
}

function main() {
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The app's entry (prerendered pages start from a boot script that imports it after a paint).
  const entryKey = 'index.html';
  if (!manifest[entryKey]) throw new Error('The build manifest has no index.html entry');

  /** The chunks a first visit of a page loads: the entry's and the page's, with their imports. */
  const firstVisit = (page: string) =>
    staticClosure(manifest, page, staticClosure(manifest, entryKey));
  const firstLoadKeys = firstVisit(HOME_PAGE);
  const firstLoad = [...firstLoadKeys].flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [{ chunk: key, file, gzip: gzipSize(file) }] : [];
  });
  const firstLoadTotal = firstLoad.reduce((sum, chunk) => sum + chunk.gzip, 0);

  const later = Object.entries(manifest)
    .filter(([key, chunk]) => !firstLoadKeys.has(key) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ chunk: key, file: chunk.file, gzip: gzipSize(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);

  const problems: string[] = [];
  if (firstLoadTotal > FIRST_LOAD_BUDGET_BYTES) {
    problems.push(
      `first-load JavaScript ${kb(firstLoadTotal)} exceeds ${kb(FIRST_LOAD_BUDGET_BYTES)}`,
    );
  }
  const firstVisitChunks = PUBLIC_PAGES.map((page) => ({ page, chunks: firstVisit(page).size }));
  for (const { page, chunks } of firstVisitChunks) {
    if (chunks > FIRST_LOAD_BUDGET_CHUNKS) {
      problems.push(
        `${page}'s first visit takes ${chunks} chunks, more than ${FIRST_LOAD_BUDGET_CHUNKS}`,
      );
    }
  }
  const baseFiles = new RegExp(`^assets/(${[...BASE_CHUNKS, 'rolldown-runtime'].join('|')})-`);
  for (const imported of manifest[entryKey]?.imports ?? []) {
    const file = manifest[imported]?.file ?? imported;
    if (!baseFiles.test(file)) problems.push(`the entry imports ${file}, which is not in the base`);
  }
  const cycle = importCycle(manifest);
  if (cycle) problems.push(`chunks import each other: ${cycle.join(' → ')}`);
  const pageFiles = new Map<string, string>();
  for (const module of routeModules()) {
    const chunk = manifest[module];
    if (!chunk?.isDynamicEntry) problems.push(`${module} is not a lazily loaded chunk`);
    else if (pageFiles.has(chunk.file)) {
      problems.push(`${module} shares its chunk with ${pageFiles.get(chunk.file)}`);
    } else pageFiles.set(chunk.file, module);
  }

  console.log('First-load JavaScript for / (gzip):');
  for (const chunk of firstLoad) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
  console.log(`  ${kb(firstLoadTotal).padStart(9)}  total (budget ${kb(FIRST_LOAD_BUDGET_BYTES)})`);
  console.log(`\nChunks of a first visit (budget ${FIRST_LOAD_BUDGET_CHUNKS} each):`);
  for (const { page, chunks } of firstVisitChunks)
    console.log(`  ${String(chunks).padStart(3)}  ${page}`);
  console.log(`\nLoaded later, on demand (gzip), largest first:`);
  for (const chunk of later.slice(0, 12))
    console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
  console.log(`\nRoute pages: ${pageFiles.size}, each in its own chunk.`);

  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(
    join(REPORTS_DIR, 'size.json'),
    JSON.stringify({ budget: FIRST_LOAD_BUDGET_BYTES, firstLoadTotal, firstLoad, later }, null, 2),
  );
  if (problems.length) {
    console.error(`\nSize check failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Size check passed.');
}

main();
