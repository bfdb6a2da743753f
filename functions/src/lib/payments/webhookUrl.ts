import { PAYMENT_API } from '@marketplace/domain';
import { appUrl } from '../siteUrl';

/**
 * Where the sandbox operator POSTs its webhooks (the `webhookUrl` of each initiation).
 *
 * - Deployed: `${APP_URL}/api/payments/webhooks/sandbox`, through Hosting like every api call.
 * - Under the emulators: the Functions emulator's own URL of the `api` function,
 *   `http://{host}:{port}/{projectId}/us-central1/api` + the same path, so that a run without
 *   the Hosting emulator (integration tests) still receives them. The runtime is told no port
 *   of its own (its `PORT` is a placeholder), but every emulator process gets
 *   `FIREBASE_EMULATOR_HUB`, and the hub's `GET /emulators` lists each running emulator's
 *   host and port; that holds whatever `--offset` moved the ports to. Asked once per instance.
 */

const API_FUNCTION = 'api';
const API_REGION = 'us-central1';

interface HubEmulators {
  functions?: { host?: string; port?: number };
}

/** The base URL per hub (one hub per emulator run). */
const emulatorBases = new Map<string, Promise<string>>();

async function functionsEmulatorBase(hub: string, env: NodeJS.ProcessEnv): Promise<string> {
  const response = await fetch(`http://${hub}/emulators`);
  if (!response.ok) throw new Error(`The emulator hub answered ${response.status}`);
  const functions = ((await response.json()) as HubEmulators).functions;
  if (!functions?.host || !functions.port) throw new Error('The Functions emulator is not running');
  const host = functions.host.includes(':') ? `[${functions.host}]` : functions.host;
  const project = env.GCLOUD_PROJECT ?? 'demo-marketplace';
  return `http://${host}:${functions.port}/${project}/${API_REGION}/${API_FUNCTION}`;
}

/** The sandbox webhooks' URL in this environment (see above). */
export async function sandboxWebhookUrl(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.FUNCTIONS_EMULATOR !== 'true') return `${appUrl(env)}${PAYMENT_API.sandboxWebhook}`;
  const hub = env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set under the emulators');
  let base = emulatorBases.get(hub);
  if (!base) {
    base = functionsEmulatorBase(hub, env);
    emulatorBases.set(hub, base);
    base.catch(() => emulatorBases.delete(hub)); // ask again next time
  }
  return `${await base}${PAYMENT_API.sandboxWebhook}`;
}
