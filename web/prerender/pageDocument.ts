import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';
import { SERVED_PAGE_ID, SERVED_PAGE_MARK, SERVED_ROOT_MARK } from '../src/app/served/document';
import { APP_CHUNKS_ATTRIBUTE, evaluationOrder, type ChunkGraph } from './bootEntry';

/**
 * Turns the document a page was drawn in at build time into the document React's server drawing
 * goes into (./fillPage.ts for the pages built as files, web/src/server/renderPage.tsx for the
 * data pages on request): its head, the marks for the drawing and the page's data, and none of
 * the build's styles (the server's drawing carries its own).
 *
 * The app starts from the boot entry (./bootEntry.ts), after the browser has painted the page,
 * and so do the downloads of its chunks (the entry and those the drawing loaded): their preload
 * links wait in a template, so that nothing but the HTML comes before the first paint.
 */
export function finishServedTemplate(document: Document, bootEntry: string, chunks: ChunkGraph) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The app shell has no #root element');
  root.setAttribute(PRERENDERED_ATTRIBUTE, '');
  root.replaceChildren(document.createComment(SERVED_ROOT_MARK.slice(4, -3)));
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = SERVED_PAGE_ID;
  data.textContent = SERVED_PAGE_MARK;
  root.after(data);
  bootAfterFirstPaint(document, bootEntry, chunks);
  for (const style of document.head.querySelectorAll('style')) style.remove();
}

/**
 * The boot entry in place of the app's entry script; the entry and every chunk the drawing
 * loaded go, once each, into the template as preload links, in the order the boot evaluates
 * them: each after its imports, the entry (which starts the app) as late as the page's chunks
 * that import it allow. Vite's loader announced
 * each lazy chunk with a modulepreload link whose address, drawn from files, is a file URL: it
 * becomes a site path.
 */
function bootAfterFirstPaint(document: Document, bootEntry: string, graph: ChunkGraph) {
  const entry = document.head.querySelector('script[type="module"][src]');
  const appEntry = entry?.getAttribute('src');
  if (!entry || !appEntry) throw new Error('The app shell loads no module script');
  entry.setAttribute('src', bootEntry);
  const chunks = document.createElement('template');
  chunks.setAttribute(APP_CHUNKS_ATTRIBUTE, '');
  const drawnChunks = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => {
      link.remove();
      const href = link.getAttribute('href') ?? '';
      return href.startsWith('file:') ? new URL(href).pathname : href;
    },
  );
  const pageChunks = drawnChunks.filter((href) => href !== appEntry);
  for (const href of evaluationOrder(graph, [...pageChunks, appEntry])) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.setAttribute('crossorigin', '');
    preload.setAttribute('href', href);
    chunks.content.append(preload);
  }
  entry.after(chunks);
}
