/**
 * Runs `write` with the Functions emulator's Firestore triggers off, through the emulator hub
 * (`FIREBASE_EMULATOR_HUB`, set by `firebase emulators:*`, or the port in firebase.json), and
 * turns them back on after it, even when it fails.
 *
 * For documents whose every trigger only derives what the seed writes itself (search tokens,
 * ratings, dashboard figures): each trigger run costs the emulator about a tenth of a CPU second,
 * and the 450 such runs of a seed used to drain for half a minute while the first tests ran.
 * Events that arrive while the triggers are off are dropped, not queued. Without a Functions
 * emulator (or a hub), `write` just runs: the triggers there are none to turn off.
 */
export async function withTriggersOff<T>(write: () => Promise<T>): Promise<T> {
  const hub = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;
  const switched = async (state: 'disable' | 'enable') =>
    fetch(`${hub}/functions/${state}BackgroundTriggers`, { method: 'PUT' })
      .then((response) => response.ok)
      .catch(() => false);
  if (!(await switched('disable'))) return write();
  const written = await write().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (!(await switched('enable'))) throw new Error('Could not turn the emulated triggers on again');
  if (!written.ok) throw written.error;
  return written.value;
}
