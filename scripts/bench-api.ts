/**
 * `npm run bench:api [-- --offset N --requests 2000 --connections 50]`: a bounded loopback
 * benchmark of `GET /api/auth/user`, signed in and signed out, (a) in-process: the api's
 * express app on a loopback port talking to the emulators directly, and (b) through the
 * Hosting emulator's rewrite and the Functions emulator. It starts the emulators itself
 * (scripts/emulators-exec.ts on port offset N), seeds the demo accounts (not the catalogue,
 * whose triggers would compete for the CPU), signs in the demo customer and prints
 * p50/p95/p99, throughput, errors and time-outs per case. Not part of `npm test`.
 *
 * The Functions emulator serves one request per worker process and starts a new one (a Node
 * process loading the whole functions bundle) for each concurrent request, up to
 * FUNCTIONS_EMULATOR_PARALLEL (firebase-tools' default: 50). A worker that has not loaded
 * within 30 s fails its request and stays alive, so on a busy 2-core machine 50 cold workers
 * at once snowball. The benchmark caps them (`--emulator-parallel`, default 8) and starts
 * them one batch at a time before measuring; further requests wait in the emulator's queue.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { run, ROOT } from './lib/run';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed/accounts';

const { values } = parseArgs({
  options: {
    inside: { type: 'boolean', default: false },
    offset: { type: 'string', default: '0' },
    requests: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
    'emulator-parallel': { type: 'string', default: '8' },
    /** `in-process` skips the Hosting cases (and the emulator's warm-up). */
    only: { type: 'string', default: 'all' },
  },
});
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
/** Hosting's target: no time-out at this concurrency. */
const HOSTING_TARGET_CONNECTIONS = 20;
const TIMEOUT_SECONDS = 20;
/** A case that has not finished by then is stopped: the benchmark stays bounded. */
const CASE_LIMIT_SECONDS = 180;

interface Case {
  name: string;
  url: string;
  cookie?: string;
  connections: number;
  expectedStatus: number;
}

interface Outcome {
  name: string;
  connections: number;
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
  timeouts: number;
  peakWorkers: number | null;
}

/** The part of autocannon this script uses (the package has no types). */
interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
  on(event: 'done', listener: (result: { errors: number; timeouts: number }) => void): void;
  stop(): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  amount: number;
  timeout: number;
  headers?: Record<string, string>;
}) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** This repository's Functions emulator workers alive now (one Node process per request). */
function functionWorkers(): number {
  try {
    const out = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    const worker = `${ROOT}/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime`;
    return out.split('\n').filter((line) => line.includes(worker)).length;
  } catch {
    return 0;
  }
}

async function measure(test: Case, countWorkers: boolean): Promise<Outcome> {
  const latencies: number[] = [];
  let wrongStatus = 0;
  let peakWorkers = countWorkers ? functionWorkers() : 0;
  const sampler = countWorkers
    ? setInterval(() => (peakWorkers = Math.max(peakWorkers, functionWorkers())), 500)
    : undefined;
  const started = performance.now();
  const result = await new Promise<{ errors: number; timeouts: number }>((resolve) => {
    const instance = autocannon({
      url: test.url,
      connections: test.connections,
      amount: REQUESTS,
      timeout: TIMEOUT_SECONDS,
      headers: test.cookie ? { cookie: `__session=${test.cookie}` } : {},
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status !== test.expectedStatus) wrongStatus += 1;
    });
    const limit = setTimeout(() => instance.stop(), CASE_LIMIT_SECONDS * 1000);
    instance.on('done', (done) => {
      clearTimeout(limit);
      resolve(done);
    });
  });
  if (sampler) clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  return {
    name: test.name,
    connections: test.connections,
    requests: latencies.length,
    seconds,
    latencies: latencies.sort((a, b) => a - b),
    errors: wrongStatus + result.errors - result.timeouts,
    timeouts: result.timeouts,
    peakWorkers: countWorkers ? peakWorkers : null,
  };
}

function table(outcomes: Outcome[]): string {
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
  const header = [
    'case',
    'conc.',
    'answered',
    'req/s',
    'p50',
    'p95',
    'p99',
    'errors',
    'time-outs',
    'workers',
  ];
  const rows = outcomes.map((o) => [
    o.name,
    String(o.connections),
    String(o.requests),
    (o.requests / o.seconds).toFixed(0),
    ms(percentile(o.latencies, 50)),
    ms(percentile(o.latencies, 95)),
    ms(percentile(o.latencies, 99)),
    String(o.errors),
    String(o.timeouts),
    o.peakWorkers === null ? '—' : String(o.peakWorkers),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** A session cookie made the way the app makes it: sign in, then POST /api/auth/session. */
async function sessionCookie(apiBase: string, origin: string): Promise<string> {
  const customer = DEMO_ACCOUNTS.find((account) => account.email === 'client@example.com');
  if (!customer) throw new Error('no demo customer in the seed');
  const signIn = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: customer.email,
        password: customer.password,
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken?: string };
  if (!idToken) throw new Error('demo sign-in failed');
  const response = await fetch(`${apiBase}/api/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ idToken }),
  });
  const cookie = /__session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`no session cookie: ${response.status} ${await response.text()}`);
  return cookie;
}

async function inside(): Promise<void> {
  process.env.GCLOUD_PROJECT ??= 'demo-marketplace';
  const admin = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  await seedDemoAccounts(getAuth(admin), getFirestore(admin));
  const hosting = `http://${process.env.FIREBASE_HOSTING_EMULATOR_HOST}`;
  const { createApiApp } = await import('../functions/src/http/app');
  const server = createApiApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Through Hosting, as the app does (in-process, the app runs as in production: https only).
  const cookie = await sessionCookie(hosting, hosting);
  const user = `${local}/api/auth/user`;
  const viaHosting = `${hosting}/api/auth/user`;
  // Warm up first, so that no case pays cold starts the others do not: the app once, and the
  // emulator's workers one more at a time (each batch keeps the previous ones busy).
  await fetch(user, { headers: { cookie: `__session=${cookie}` } });
  const workers =
    values.only === 'in-process' ? 0 : Number(process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 50);
  for (let batch = 1; batch <= workers; batch += 1) {
    await Promise.all(
      Array.from({ length: batch }, () =>
        fetch(viaHosting, {
          headers: { cookie: `__session=${cookie}` },
          signal: AbortSignal.timeout(120_000),
        }).catch(() => null),
      ),
    );
  }
  console.log(`Warm: ${functionWorkers()} Functions emulator workers`);

  const cases: [Case, boolean][] = [
    [
      { name: 'in-process, signed out', url: user, connections: CONNECTIONS, expectedStatus: 401 },
      false,
    ],
    [
      {
        name: 'in-process, signed in',
        url: user,
        cookie,
        connections: CONNECTIONS,
        expectedStatus: 200,
      },
      false,
    ],
    [
      {
        name: 'Hosting, signed out',
        url: viaHosting,
        connections: CONNECTIONS,
        expectedStatus: 401,
      },
      true,
    ],
    [
      {
        name: 'Hosting, signed in',
        url: viaHosting,
        cookie,
        connections: CONNECTIONS,
        expectedStatus: 200,
      },
      true,
    ],
    [
      {
        name: 'Hosting, signed in',
        url: viaHosting,
        cookie,
        connections: HOSTING_TARGET_CONNECTIONS,
        expectedStatus: 200,
      },
      true,
    ],
  ];
  const outcomes: Outcome[] = [];
  for (const [test, countWorkers] of cases) {
    if (values.only === 'in-process' && countWorkers) continue;
    console.log(`… ${test.name}, ${test.connections} concurrent, ${REQUESTS} requests`);
    outcomes.push(await measure(test, countWorkers));
    // Each row as soon as it is measured, so that an interrupted run keeps what it measured.
    console.log(table(outcomes.slice(-1)));
  }
  server.close();
  console.log(
    `\nGET /api/auth/user, ${REQUESTS} requests per case, time-out ${TIMEOUT_SECONDS} s,`,
  );
  console.log(
    `Functions emulator workers capped at ${process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 50}`,
  );
  console.log('(workers: peak Functions emulator worker processes seen during the case)\n');
  console.log(table(outcomes));
}

async function outside(): Promise<number> {
  console.log('Building the functions…');
  const built = await run('npm', ['run', 'build', '-w', 'functions']);
  if (built !== 0) return built;
  // Hosting needs a public folder; the benchmark only calls /api.
  const dist = mkdtempSync(join(tmpdir(), 'bench-api-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  const inner = `node --import tsx scripts/bench-api.ts --inside --requests ${REQUESTS} --connections ${CONNECTIONS} --only ${values.only}`;
  // Read by the Functions emulator (firebase-tools WorkQueue).
  process.env.FUNCTIONS_EMULATOR_PARALLEL = values['emulator-parallel'];
  return run(
    'node',
    [
      '--import',
      'tsx',
      'scripts/emulators-exec.ts',
      '--offset',
      String(values.offset),
      '--dist',
      dist,
      '--',
      inner,
    ],
    { cwd: ROOT },
  );
}

if (values.inside) {
  await inside();
  process.exit(0);
} else {
  process.exit(await outside());
}
