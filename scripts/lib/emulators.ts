import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import { findJavaHome } from './java';
import { capture, ROOT } from './run';

export const PROJECT_ID = 'demo-marketplace';
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const EMULATOR_HOSTS = {
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
  functions: '127.0.0.1:5001',
  hosting: '127.0.0.1:5000',
};

const FIREBASE = join(ROOT, 'node_modules', '.bin', 'firebase');
const GCLOUD_FIRESTORE_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export interface EmulatorSetup {
  env: NodeJS.ProcessEnv;
  /** Arguments naming the emulators and config for `firebase emulators:*`. */
  args: string[];
  notes: string[];
}

/** The firebase CLI of this repository (never a global one). */
export function firebaseCli(): string {
  return FIREBASE;
}

/** Asks firebase-tools to fetch an emulator binary; false when that is impossible (offline). */
async function standardSetup(emulator: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const { code } = await capture(FIREBASE, ['setup:emulators:' + emulator], { env, timeoutMs: 120_000 });
  return code === 0;
}

function gcloudFirestoreJar(): string | null {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ];
  for (const root of roots) {
    if (root && existsSync(join(root, GCLOUD_FIRESTORE_JAR))) return join(root, GCLOUD_FIRESTORE_JAR);
  }
  return null;
}

/**
 * A JAR holding only a manifest that starts gcloud's Firestore emulator: firebase-tools runs
 * `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`, and gcloud's JAR has no Main-Class. Left as it
 * is when already written: another emulator session may be running from it.
 */
export function writeLauncherJar(path: string, targetJar: string): void {
  const manifest = Buffer.from(
    [
      'Manifest-Version: 1.0',
      `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
      `Class-Path: ${new URL(`file://${targetJar}`).href}`,
      '',
      '',
    ].join('\r\n'),
  );
  const jar = storedZip('META-INF/MANIFEST.MF', manifest);
  if (existsSync(path) && readFileSync(path).equals(jar)) return;
  writeFileSync(path, jar);
}

/** A one-entry ZIP without compression. */
function storedZip(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const checksum = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

function uiIsCached(): boolean {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(cache) && readdirSync(cache).some((name) => /^ui-v.*\.zip$/.test(name));
}

export interface EmulatorConfigOptions {
  /** Moves every emulator port by this much, so that several runs can share a machine. */
  offset?: number;
  /** Serves another web build from Hosting (parallel runs each build their own). */
  dist?: string;
}

interface FirebaseConfig {
  emulators: Record<string, { port?: number } & Record<string, unknown>>;
  hosting: { public: string; headers: Array<{ source: string; headers: HostingHeader[] }> };
}
interface HostingHeader {
  key: string;
  value: string;
}

/**
 * The page's Content-Security-Policy, with the emulators' origins added to `connect-src`: the
 * SDKs talk to them on the page's own host (a phone on the LAN too), while production's
 * policy in firebase.json trusts no local origin.
 */
export function emulatorCsp(policy: string, ports: { firestore: number; auth: number }): string {
  const local = [ports.firestore, ports.auth].map((port) => `http://*:${port}`).join(' ');
  return policy.replace(/(^|;\s*)connect-src ([^;]*)/, `$1connect-src $2 ${local}`);
}

/**
 * firebase.json as the emulators run it: ports moved by `offset`, Hosting serving `dist`, the
 * emulators' origins in the CSP, and the Emulator UI on where its download is cached.
 */
export function writeEmulatorConfig({ offset = 0, dist }: EmulatorConfigOptions = {}): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
  // The Hosting emulator resolves `public` against the project folder, even when absolute.
  if (dist) config.hosting.public = relative(ROOT, resolve(dist));
  for (const emulator of Object.values(config.emulators)) {
    if (typeof emulator.port === 'number') emulator.port += offset;
  }
  // Emulators the Functions emulator may start on fixed default ports; move them too.
  config.emulators.eventarc = { port: 9299 + offset };
  config.emulators.tasks = { port: 9499 + offset };
  // The Firestore emulator's websocket for its UI has a fixed default port; move it too.
  config.emulators.firestore = { ...config.emulators.firestore, websocketPort: 9150 + offset };
  if (uiIsCached()) config.emulators.ui = { enabled: true, host: '127.0.0.1', port: 4000 + offset };
  const ports = { firestore: 8080 + offset, auth: 9099 + offset };
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = emulatorCsp(header.value, ports);
    }
  }
  const path = join(ROOT, `.firebase.emulators-${offset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/**
 * Prepares Java and the emulator binaries, taking the standard firebase-tools path wherever it
 * works and gcloud's local Firestore JAR where it cannot download (no internet).
 */
export async function prepareEmulators(
  options: EmulatorConfigOptions = {},
): Promise<EmulatorSetup> {
  const java = await findJavaHome();
  // No GCP metadata server exists locally; skip firebase-admin's probe for one.
  const env: NodeJS.ProcessEnv = { METADATA_SERVER_DETECTION: 'none', ...process.env };
  if (java.home) {
    env.JAVA_HOME = java.home;
    env.PATH = `${join(java.home, 'bin')}:${env.PATH ?? ''}`;
  }
  const notes = [`Java ${java.major}${java.home ? ` from ${java.home}` : ''}`];
  const only = ['auth', 'firestore', 'functions', 'hosting'];

  if (!env.FIRESTORE_EMULATOR_BINARY_PATH && !(await standardSetup('firestore', env))) {
    const target = gcloudFirestoreJar();
    if (!target) {
      throw new Error(
        'The Firestore emulator could not be downloaded and no local copy was found. ' +
          'Connect to the internet once, or install the Google Cloud CLI component ' +
          '"cloud-firestore-emulator" (apt-get install google-cloud-cli-firestore-emulator).',
      );
    }
    const launcherDir = join(ROOT, '.firebase');
    mkdirSync(launcherDir, { recursive: true });
    const launcher = join(launcherDir, 'firestore-emulator-launcher.jar');
    writeLauncherJar(launcher, target);
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
    notes.push(`Firestore emulator: offline launcher for ${target}`);
  }

  if (await standardSetup('storage', env)) only.push('storage');
  else notes.push('Storage emulator unavailable offline: uploads use the local disk store');

  const args = ['--project', PROJECT_ID, '--only', only.join(',')];
  args.push('--config', writeEmulatorConfig(options));
  if (uiIsCached()) notes.push('Emulator UI enabled');
  return { env, args, notes };
}
