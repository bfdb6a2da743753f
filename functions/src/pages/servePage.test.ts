import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SHELL = '<!doctype html><div id="root"></div>';
const dirs: string[] = [];

/** A folder for a server build (a new one each time: Node keeps a module once imported). */
function useBuildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'served-'));
  dirs.push(dir);
  vi.stubEnv('SERVED_PAGES_DIR', dir);
  return dir;
}

/** A server build whose renderer runs `renderer` (a function body) for every page. */
function serverBuild(renderer: string) {
  const dir = useBuildDir();
  writeFileSync(join(dir, 'app.html'), SHELL);
  writeFileSync(
    join(dir, 'renderPage.mjs'),
    `export async function renderPage({ url, mobile }) { ${renderer} }`,
  );
}

async function app() {
  vi.resetModules(); // The renderer and the shell are loaded once per module.
  const { servePage } = await import('./servePage');
  return express().all('/{*path}', (req, res) => void servePage(req, res));
}

const logged = vi.hoisted(() => vi.fn());
vi.mock('firebase-functions', () => ({ logger: { error: logged } }));

beforeEach(() => logged.mockReset());
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the pages function', () => {
  it('serves the drawn page, drawn for a phone when the browser says it is one', async () => {
    serverBuild('return `<p>${url} ${mobile ? "phone" : "computer"}</p>`;');
    const server = await app();
    const phone = await request(server).get('/services?q=plombier').set('Sec-CH-UA-Mobile', '?1');
    expect(phone.status).toBe(200);
    expect(phone.type).toBe('text/html');
    expect(phone.text).toBe('<p>/services?q=plombier phone</p>');
    expect(phone.headers['cache-control']).toBe('no-cache');
    const computer = await request(server).get('/providers/p1').set('Sec-CH-UA-Mobile', '?0');
    expect(computer.text).toBe('<p>/providers/p1 computer</p>');
    const android = await request(server)
      .get('/services')
      .set('User-Agent', 'Mozilla/5.0 (Linux; Android 11; Pixel 5) Mobile Safari/537.36');
    expect(android.text).toContain('phone');
  });

  it('serves the app’s shell when the page is not drawn or its drawing fails', async () => {
    serverBuild('return null;');
    expect((await request(await app()).get('/services')).text).toBe(SHELL);
    serverBuild('throw new Error("Firestore is down");');
    const failed = await request(await app()).get('/services');
    expect(failed.status).toBe(200);
    expect(failed.text).toBe(SHELL);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Drawing a page failed');
  });

  it('answers 503 only when the build itself is missing', async () => {
    useBuildDir();
    const missing = await request(await app()).get('/services');
    expect(missing.status).toBe(503);
  });

  it('compresses the page as the browser accepts', async () => {
    serverBuild('return "<p>" + "résultat ".repeat(500) + "</p>";');
    const server = await app();
    // supertest decodes what it receives: the length sent is the compressed one.
    const encodings: [accepted: string, encoding: string][] = [
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
    ];
    for (const [accepted, encoding] of encodings) {
      const page = await request(server).get('/services').set('Accept-Encoding', accepted);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(Number(page.headers['content-length'])).toBeLessThan(200);
      expect(page.text).toContain('résultat résultat');
    }
    const plain = await request(server).get('/services').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(4000);
  });

  it('answers other methods with a 405', async () => {
    serverBuild('return "<p></p>";');
    const posted = await request(await app()).post('/services');
    expect(posted.status).toBe(405);
    expect(posted.body).toEqual({
      error: { code: 'method_not_allowed', message: 'Pages answer GET and HEAD.' },
    });
  });
});
