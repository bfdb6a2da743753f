/**
 * Puts the server's drawing of a public page into its document, as a phone shows the page before
 * any read, and prints the HTML (run by ./plugin.ts, one process per page):
 *
 *   node --import tsx web/prerender/fillPage.ts <server bundle> <document file> <path>
 *
 * The drawing is React's server render (web/src/server), so that the app takes it over where it
 * stands (hydration, src/main.tsx) instead of drawing the page again. Apart from ./renderPage.ts,
 * whose browser-like globals would make emotion and React draw as in a browser.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the server bundle exports for this (web/src/server/renderPage.tsx). */
interface ServerBundle {
  drawPageWithoutData(url: string): Promise<DrawnPage>;
  fillDocument(document: string, page: DrawnPage): string;
}
/** Passed from one to the other unread. */
type DrawnPage = unknown;

const [bundle, documentFile, path] = process.argv.slice(2);
if (!bundle || !documentFile || !path) {
  throw new Error('usage: fillPage.ts <server bundle> <document file> <path>');
}

const { drawPageWithoutData, fillDocument } = (await import(
  pathToFileURL(bundle).href
)) as ServerBundle;
const page = await drawPageWithoutData(path);
process.stdout.write(fillDocument(readFileSync(documentFile, 'utf8'), page));
process.exit(0);
