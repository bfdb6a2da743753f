import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const FIRESTORE =
  'http://127.0.0.1:8080/v1/projects/demo-marketplace/databases/(default)/documents';
const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-start-'));

interface Started {
  app: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` as a user runs it, in its own process group like a terminal job. */
async function start(): Promise<Started> {
  const app = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--skip-build', '--data-dir', dataDir],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  app.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => app.on('exit', (code) => done(code)));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Marketplace running')) {
    if (app.exitCode !== null || Date.now() > deadline) throw new Error(`start failed:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { app, output: () => output, exited };
}

/** Ctrl-C in a terminal signals the whole foreground process group at once. */
async function pressCtrlC({ app, exited }: Started): Promise<number | null> {
  if (app.pid === undefined) throw new Error('npm start has no process id');
  process.kill(-app.pid, 'SIGINT');
  return exited;
}

const ownerHeaders = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('seeds once, exports on Ctrl-C and keeps a written document across restarts', async () => {
    const first = await start();
    expect(first.output()).toContain('seeded now');
    expect(first.output()).toContain('admin@example.com');
    const written = await fetch(`${FIRESTORE}/notes/kept`, {
      method: 'PATCH',
      headers: ownerHeaders,
      body: JSON.stringify({ fields: { text: { stringValue: 'written before stopping' } } }),
    });
    expect(written.status).toBe(200);
    expect(await pressCtrlC(first)).toBe(0);
    expect(existsSync(join(dataDir, 'firebase-export-metadata.json'))).toBe(true);

    const second = await start();
    try {
      expect(second.output()).toContain('kept from the last run');
      const read = await fetch(`${FIRESTORE}/notes/kept`, { headers: ownerHeaders });
      expect(read.status).toBe(200);
      expect(JSON.stringify(await read.json())).toContain('written before stopping');
    } finally {
      expect(await pressCtrlC(second)).toBe(0);
    }
  });
});
