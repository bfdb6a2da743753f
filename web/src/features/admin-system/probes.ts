import { ADMIN_API, type AuthUser } from '@marketplace/domain';
import { apiFetch } from '../../shared/api/http';
import { apiErrorCodeOf } from '../../shared/api/apiErrorCode';
import { loadFirestore } from '../../shared/firebase/firestore';

/**
 * The self-test's live probes (/admin/test), run from this browser against the real backend.
 * Each answers pass or fail with the key of a detail text and its values; the runner times it.
 */
export const PROBE_IDS = ['signIn', 'rulesDenial', 'apiRoundTrip', 'writeReadBack'] as const;
export type ProbeId = (typeof PROBE_IDS)[number];

export interface ProbeOutcome {
  ok: boolean;
  detail: string;
  values?: Record<string, string | number>;
}

export interface ProbeResult extends ProbeOutcome {
  durationMs: number;
}

const codeOf = (error: unknown) =>
  apiErrorCodeOf(error) ??
  (typeof (error as { code?: unknown } | null)?.code === 'string'
    ? (error as { code: string }).code
    : error instanceof Error
      ? error.message
      : String(error));

/** The session the api sees: this admin, with the admin role. */
async function signIn(uid: string): Promise<ProbeOutcome> {
  const user = await apiFetch<AuthUser>('/api/auth/user');
  if (user.id !== uid) return { ok: false, detail: 'otherUser', values: { id: user.id } };
  if (user.role !== 'admin') return { ok: false, detail: 'notAdmin' };
  return { ok: true, detail: 'signedIn', values: { email: user.email ?? user.id } };
}

/**
 * A read the rules must refuse to everyone, admins included: the analytics triggers' markers
 * (`statsEvents`, functions only). Refused = pass; served = the rules let a client through.
 */
async function rulesDenial(): Promise<ProbeOutcome> {
  const { fs, db } = await loadFirestore();
  try {
    await fs.getDocFromServer(fs.doc(db, 'statsEvents', 'self-test'));
    return { ok: false, detail: 'allowed' };
  } catch (error) {
    const code = codeOf(error);
    return code === 'permission-denied'
      ? { ok: true, detail: 'denied' }
      : { ok: false, detail: 'failed', values: { code } };
  }
}

/** The api answering an admin-only request (today's analytics: one document read). */
async function apiRoundTrip(): Promise<ProbeOutcome> {
  const today = new Date().toISOString().slice(0, 10);
  const query = new URLSearchParams({ from: today, to: today, granularity: 'day' });
  const view = await apiFetch<{ reads: number }>(`${ADMIN_API.analytics}?${query.toString()}`);
  return { ok: true, detail: 'answered', values: { reads: view.reads } };
}

/** The admin's own `adminProbes/{uid}`: written with a fresh nonce, read back from the server. */
async function writeReadBack(uid: string): Promise<ProbeOutcome> {
  const { fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'adminProbes', uid);
  const nonce = crypto.randomUUID();
  await fs.setDoc(ref, { nonce, at: fs.serverTimestamp() });
  const stored = await fs.getDocFromServer(ref);
  return stored.get('nonce') === nonce
    ? { ok: true, detail: 'readBack', values: { nonce: nonce.slice(0, 8) } }
    : { ok: false, detail: 'mismatch' };
}

export const PROBES: Record<ProbeId, (uid: string) => Promise<ProbeOutcome>> = {
  signIn,
  rulesDenial,
  apiRoundTrip,
  writeReadBack,
};

/** Runs one probe, timed; a throw is a failure with its code. */
export async function runProbe(
  probe: (uid: string) => Promise<ProbeOutcome>,
  uid: string,
  now: () => number = () => performance.now(),
): Promise<ProbeResult> {
  const started = now();
  let outcome: ProbeOutcome;
  try {
    outcome = await probe(uid);
  } catch (error) {
    outcome = { ok: false, detail: 'failed', values: { code: codeOf(error) } };
  }
  return { ...outcome, durationMs: Math.round(now() - started) };
}
