import { APP_CHUNKS_TEMPLATE } from './pageDocument';

/** What the boot entry needs of a built chunk (Rollup's and Rolldown's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  imports: string[];
}

/**
 * The chunks a module import of `entry` evaluates, in the order the browser evaluates them: each
 * chunk's static imports before it (depth first, in their order), the entry last.
 */
export function evaluationOrder(chunks: Record<string, BuiltChunk>, entry: string): string[] {
  const entered = new Set<string>();
  const order: string[] = [];
  const visit = (fileName: string) => {
    if (entered.has(fileName)) return;
    entered.add(fileName);
    const chunk = chunks[fileName];
    if (!chunk) throw new Error(`No chunk ${fileName} in the build`);
    chunk.imports.forEach(visit);
    order.push(fileName);
  };
  visit(entry);
  return order;
}

/**
 * The code of the boot entry of prerendered pages: their first screen is already in the HTML, so
 * the browser paints it first, and only then do the app's downloads start: the preload links of
 * its chunks (./pageDocument.ts) join the head, and the app's chunks are imported.
 * - One link per task: each starts a download, which costs the main thread a few ms on a phone,
 *   and the seventeen of the home page together made a long task of 150–250 ms at 4× CPU
 *   (npm run lighthouse -- --details).
 * - One chunk evaluated per task, in the browser's own order (`sitePaths`, the entry last): a
 *   module graph is evaluated in one task, and the entry's was one of 400–500 ms at 4× CPU.
 */
export function bootEntryCode(sitePaths: string[]): string {
  const chunks = `document.querySelector(${JSON.stringify(APP_CHUNKS_TEMPLATE)})`;
  const start =
    `const c=${chunks},l=c?[...c.content.children]:[],o=${JSON.stringify(sitePaths)},` +
    `e=()=>{const f=o.shift();f&&import(f).then(()=>setTimeout(e))},` +
    `n=()=>{const k=l.shift();k?(document.head.append(k),setTimeout(n)):e()};n()`;
  return `requestAnimationFrame(()=>setTimeout(()=>{${start}}));\n`;
}
