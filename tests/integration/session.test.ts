import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminAuth, HOSTING, signInForIdToken } from './emulators';

const ORIGIN = HOSTING;

async function createSession(email: string, password: string) {
  const idToken = await signInForIdToken(email, password);
  const response = await fetch(`${HOSTING}/api/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ idToken }),
  });
  return {
    response,
    cookie: /__session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1],
  };
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run roles -- …` with this process's environment (the emulators' hosts). */
function roles(args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/roles.ts', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

const getUser = (cookie: string) =>
  fetch(`${HOSTING}/api/auth/user`, { headers: { Cookie: `__session=${cookie}` } });

/** A fresh account, so revoking its sessions disturbs no other test. */
async function freshAccount() {
  const email = `session-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await adminAuth.createUser({ email, password: 'Secret-2026' });
  return { email, password: 'Secret-2026' };
}

describe('POST /api/auth/session (through Hosting)', () => {
  it('turns a fresh ID token into a 5-day secure session cookie that signs the user in', async () => {
    const { response, cookie } = await createSession('client@example.com', 'Client-demo-2026');
    expect(response.status).toBe(200);
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Max-Age=432000');
    const user = await getUser(cookie ?? '');
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: 'client@example.com', role: 'user' });
  });

  it('refuses a missing or foreign Origin with 403', async () => {
    const idToken = await signInForIdToken('client@example.com', 'Client-demo-2026');
    const origins: Record<string, string>[] = [{}, { Origin: 'https://evil.example' }];
    for (const headers of origins) {
      const response = await fetch(`${HOSTING}/api/auth/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ idToken }),
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden_origin');
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await fetch(`${HOSTING}/api/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: '{"idToken":',
    });
    // The Functions runtime parses JSON before our app and answers this 400 itself (its own
    // body, not ours); our app's JSON error for it is covered by the unit tests.
    expect(response.status).toBe(400);
  });

  it.each([
    ['a missing token', '{}'],
    ['a token that is not a string', '{"idToken":42}'],
  ])('answers %s with 400, never a 5xx', async (_case, body) => {
    const response = await fetch(`${HOSTING}/api/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_request');
  });

  it('answers a forged token with 401', async () => {
    const response = await fetch(`${HOSTING}/api/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ idToken: 'not-a-token' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('session cookies', () => {
  it('an expired cookie is refused', async () => {
    const { cookie = '' } = await createSession('client@example.com', 'Client-demo-2026');
    // Emulator cookies are unsigned JWTs: move the expiry into the past.
    const [header, payload] = cookie.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await getUser(expired)).status).toBe(401);
  });

  it('logout at once clears the cookie and the old cookie no longer works', async () => {
    const account = await freshAccount();
    const { cookie = '' } = await createSession(account.email, account.password);
    expect((await getUser(cookie)).status).toBe(200);
    // No pause: the logout usually falls in the cookie's own second, which Firebase's
    // whole-second revocation alone would not catch.
    const logout = await fetch(`${HOSTING}/api/auth/logout`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: `__session=${cookie}` },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/__session=;/);
    expect((await getUser(cookie)).status).toBe(401);
  });

  it('a sign-in straight after a logout gets a working cookie, the old one stays refused', async () => {
    const account = await freshAccount();
    const first = await createSession(account.email, account.password);
    await fetch(`${HOSTING}/api/auth/logout`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: `__session=${first.cookie}` },
    });
    const second = await createSession(account.email, account.password);
    expect(second.response.status).toBe(200);
    expect((await getUser(second.cookie ?? '')).status).toBe(200);
    expect((await getUser(first.cookie ?? '')).status).toBe(401);
  });

  it('a role change (npm run roles) ends the sessions made before it', async () => {
    const account = await freshAccount();
    const { cookie = '' } = await createSession(account.email, account.password);
    expect(await (await getUser(cookie)).json()).toMatchObject({ role: 'user' });
    const granted = await roles(['grant', 'admin', account.email]);
    expect(granted.code, granted.stderr).toBe(0);
    expect((await getUser(cookie)).status).toBe(401);
    const fresh = await createSession(account.email, account.password);
    expect(await (await getUser(fresh.cookie ?? '')).json()).toMatchObject({ role: 'admin' });
  });

  it('team-member-check reads the team claim, 401 signed out', async () => {
    const { cookie = '' } = await createSession('equipe@example.com', 'Equipe-demo-2026');
    const member = await fetch(`${HOSTING}/api/auth/team-member-check`, {
      headers: { Cookie: `__session=${cookie}` },
    });
    expect(await member.json()).toEqual({ isTeamMember: true });
    expect((await fetch(`${HOSTING}/api/auth/team-member-check`)).status).toBe(401);
  });
});
