import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { adminAuth, signInForIdToken } from './emulators';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function demoAccount(email: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
}
const customer = demoAccount('client@example.com');

/** `node --import tsx scripts/roles.ts …` with this process's environment (emulator hosts). */
function roles(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/roles.ts', ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function claimsOf(email: string) {
  return (await adminAuth.getUserByEmail(email)).customClaims ?? {};
}

async function restoreSeededClaims() {
  for (const account of DEMO_ACCOUNTS) {
    await adminAuth.setCustomUserClaims(account.uid, account.claims);
  }
}

describe('npm run roles (scripts/roles.ts) against the Auth emulator', () => {
  beforeAll(restoreSeededClaims);
  afterAll(restoreSeededClaims);

  it('grants team to the customer, revokes their sessions, and revoke team restores them', async () => {
    expect(await claimsOf(customer.email)).toEqual({});
    const idToken = await signInForIdToken(customer.email, customer.password);
    // Revocation has a one-second granularity: a token from the same second stays valid.
    await sleep(1100);

    const granted = await roles(['grant', 'team', customer.email]);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`Granted team to ${customer.email}`);
    expect(granted.stdout).toMatch(/Refresh tokens revoked/);
    expect(await claimsOf(customer.email)).toEqual({ team: true });
    await expect(adminAuth.verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });

    const shown = await roles(['show', customer.email]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`${customer.email} (uid ${customer.uid})`);
    expect(shown.stdout).toContain('Roles: team');
    expect(shown.stdout).toContain('Claims: {"team":true}');

    const revoked = await roles(['revoke', 'team', customer.email]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain(`Revoked team from ${customer.email}`);
    expect(await claimsOf(customer.email)).toEqual({});
  });

  it('merges claims: granting team keeps admin, revoking team removes only team', async () => {
    expect((await roles(['grant', 'team', 'admin@example.com'])).code).toBe(0);
    expect(await claimsOf('admin@example.com')).toEqual({ admin: true, team: true });

    const again = await roles(['grant', 'admin', 'admin@example.com']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/already has the admin role; nothing changed/);

    expect((await roles(['revoke', 'team', 'admin@example.com'])).code).toBe(0);
    expect(await claimsOf('admin@example.com')).toEqual({ admin: true });
  });

  it('fails with exit code 1 and names the email of an unknown user', async () => {
    const result = await roles(['grant', 'admin', 'nobody@example.com']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/No user with email nobody@example\.com/);
  });

  it('fails with exit code 1 for an unknown role and changes nothing', async () => {
    const result = await roles(['grant', 'owner', customer.email]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Unknown role "owner"/);
    expect(await claimsOf(customer.email)).toEqual({});
  });

  it('refuses a demo- project when no Auth emulator is configured', async () => {
    const env = { ...process.env };
    delete env.FIREBASE_AUTH_EMULATOR_HOST;
    const result = await roles(['show', customer.email, '--project', 'demo-marketplace'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Refusing project demo-marketplace/);
  });
});
