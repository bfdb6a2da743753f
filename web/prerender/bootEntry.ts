import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CHUNKS_EVALUATED } from '../src/app/served/document';

/** Marks the template that holds the app's chunks as inert modulepreload links until the boot
 * entry adds them. */
export const APP_CHUNKS_ATTRIBUTE = 'data-app-chunks';
export const APP_CHUNKS_TEMPLATE = `template[${APP_CHUNKS_ATTRIBUTE}]`;

/** The built chunks by site path ("/assets/index-….js"), each with its static imports. */
export type ChunkGraph = Record<string, string[]>;

/** The chunk graph of a build, from Vite's manifest (`build.manifest`). */
export function chunkGraphOf(outDir: string): ChunkGraph {
  const manifest: Record<string, { file: string; imports?: string[] }> = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const sitePath = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
    return `/${chunk.file}`;
  };
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.file.endsWith('.js'))
      .map(([key, chunk]) => [sitePath(key), (chunk.imports ?? []).map(sitePath)]),
  );
}

/**
 * The chunks of `roots`, in an order the browser could evaluate them in: each chunk after its
 * static imports (depth first, in their order), each root after the roots before it.
 */
export function evaluationOrder(graph: ChunkGraph, roots: string[]): string[] {
  const entered = new Set<string>();
  const order: string[] = [];
  const visit = (chunk: string) => {
    if (entered.has(chunk)) return;
    entered.add(chunk);
    const imports = graph[chunk];
    if (!imports) throw new Error(`No chunk ${chunk} in the build`);
    imports.forEach(visit);
    order.push(chunk);
  };
  roots.forEach(visit);
  return order;
}

/**
 * The code of the boot entry of drawn pages: their first screen is already in the HTML, so the
 * browser paints it first, and only then do the app's downloads start: the preload links of its
 * chunks (./pageDocument.ts) join the head, then the chunks are imported in the links' order.
 * - After the first contentful paint, where the browser reports it (paint timing), else after a
 *   frame: a first frame may paint before the text does (150–300 ms before it on the results
 *   page here), and downloads started in between made Lighthouse count them into the page's
 *   LCP (1.4 s → 2.6 s once the page's chunks were few enough to start that early).
 * - One link per task: each starts a download, which costs the main thread a few ms on a phone,
 *   and the seventeen of the home page together made a long task of 150–250 ms at 4× CPU
 *   (npm run lighthouse -- --details).
 * - One chunk evaluated per task: a module graph is evaluated in one task, and the entry's was
 *   one of 400–500 ms at 4× CPU. The links are in evaluation order; the entry comes before the
 *   page's chunks that import it, so the app waits for the promise in `window[APP_CHUNKS_EVALUATED]`
 *   before it loads the page (settled too if a chunk fails to load: the app's own loading then
 *   reports it).
 * - The first chunk is evaluated once every link has loaded or failed (a module preload's load
 *   event comes once it is fetched and compiled). Evaluated while the later chunks were still
 *   arriving, each chunk's task shared the cores with their downloads and background compiling:
 *   on two cores a task of 10 ms of the main thread's CPU lasted 94 ms, waiting for a core, and
 *   Lighthouse counted it as a 376 ms long task. A/B of eight runs each on the provider page: TBT
 *   360 → 95 ms (npm run lighthouse's pages, docs/first-visit-log.md, stop 46). A browser without
 *   module preloads fires no load event on such a link: there the imports start at once.
 */
export function bootEntryCode(): string {
  const chunks = `document.querySelector(${JSON.stringify(APP_CHUNKS_TEMPLATE)})`;
  const start =
    `const c=${chunks},l=c?[...c.content.children]:[],o=l.map(k=>k.getAttribute("href"));` +
    `let d,p=l.length,s;window[${JSON.stringify(APP_CHUNKS_EVALUATED)}]=new Promise(r=>d=r);` +
    `try{s=l[0].relList.supports("modulepreload")}catch{}` +
    `const e=()=>{const f=o.shift();f?import(f).then(()=>setTimeout(e),d):d()},` +
    `w=()=>--p||setTimeout(e),` +
    `n=()=>{const k=l.shift();k&&(k.onload=k.onerror=w,document.head.append(k),setTimeout(n))};` +
    `s?n():e()`;
  const go = `()=>setTimeout(()=>{${start}})`;
  const afterContentfulPaint =
    `typeof PerformanceObserver<"u"&&PerformanceObserver.supportedEntryTypes?.includes("paint")` +
    `?new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),g())})` +
    `.observe({type:"paint",buffered:!0}):requestAnimationFrame(g)`;
  return `const g=${go};${afterContentfulPaint};\n`;
}
