/** An origin the api trusts under the emulators (functions/src/lib/origin.ts). */
export const ORIGIN_FOR_TESTS = 'http://127.0.0.1:5000';

/**
 * The `api` function on the Functions emulator itself (found through the emulator hub), which
 * hands it the path after its name as Hosting's rewrite does: for tests and benchmarks that
 * run with or without Hosting.
 */
export async function functionsApiBase(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number }
  >;
  const functions = emulators.functions;
  if (!functions) throw new Error('the Functions emulator is not running');
  const project = process.env.GCLOUD_PROJECT ?? 'demo-marketplace';
  return `http://${functions.host}:${functions.port}/${project}/us-central1/api`;
}
