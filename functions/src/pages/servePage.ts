import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { loadOnce } from '@marketplace/domain';

/**
 * The `pages` function (issue 11): the home, results and provider pages drawn with their data, by the
 * app's own server build (web/src/server, built into functions/served by `npm run build`), so a
 * phone shows them as soon as their HTML is in. Whatever goes wrong, the visitor still gets the
 * page: the app's shell, which draws it in the browser as every other route.
 */

/** What web/src/server/renderPage.tsx exports. */
interface PageRenderer {
  renderPage(request: { url: string; mobile: boolean }): Promise<string | null>;
}

/** The server build's folder: beside lib/ when deployed; a benchmark may serve another build. */
export function servedPagesDir(): string {
  return process.env.SERVED_PAGES_DIR ?? join(__dirname, '..', 'served');
}

const loadRenderer = loadOnce(
  () =>
    import(pathToFileURL(join(servedPagesDir(), 'renderPage.mjs')).href) as Promise<PageRenderer>,
);
const appShell = loadOnce(() => readFile(join(servedPagesDir(), 'app.html'), 'utf8'));

/**
 * A phone: Chromium says so in its Sec-CH-UA-Mobile hint, other browsers (and a desktop browser
 * emulating a phone, which keeps its hint) in their user agent.
 */
export function isMobileRequest(request: Pick<Request, 'get'>): boolean {
  return (
    request.get('sec-ch-ua-mobile')?.trim() === '?1' ||
    /Mobi|Android/i.test(request.get('user-agent') ?? '')
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page compressed as the browser accepts it (a drawn results page: about 110 KB of HTML,
 * 17 KB compressed), so that it arrives compressed wherever it is served from.
 */
export async function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(html), encoding: 'gzip' };
  return { body: Buffer.from(html) };
}

export async function servePage(request: Request, response: Response): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response
      .status(405)
      .set('Allow', 'GET, HEAD')
      .json({ error: { code: 'method_not_allowed', message: 'Pages answer GET and HEAD.' } });
    return;
  }
  // Public pages drawn for every visitor alike (signed in or not: the app adds the session);
  // the layout follows the device class.
  response
    .set('Cache-Control', 'no-cache')
    .set('Vary', 'Sec-CH-UA-Mobile, User-Agent, Accept-Encoding');
  let html: string | null = null;
  try {
    const { renderPage } = await loadRenderer();
    html = await renderPage({ url: request.originalUrl, mobile: isMobileRequest(request) });
  } catch (error) {
    logger.error('Drawing a page failed: the shell serves it', { url: request.originalUrl, error });
  }
  try {
    const { body, encoding } = await encodePage(
      html ?? (await appShell()),
      request.get('accept-encoding'),
    );
    if (encoding) response.set('Content-Encoding', encoding);
    response.status(200).type('html').send(body);
  } catch (error) {
    logger.error('The app shell is missing from the server build', { error });
    response.status(503).type('text').send('Service Unavailable');
  }
}
