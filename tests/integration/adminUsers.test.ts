// The admin users area through the api under the emulators (issue 16 §4): search by email
// prefix and by name, 20 a page; grant and revoke roles (the claims really change in Auth, the
// user's sessions end), disable and enable an account; admins only (a forged body changes
// nothing), never one's own admin role or account; every change audited. Needs the functions
// built (`npm run build -w functions`): `--only firestore,auth,functions`.
import { ADMIN_API, newUserDocument, type AdminUserRow } from '@marketplace/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuth, adminDb, signInForIdToken } from './emulators';
import { call, cleanup, createPerson, run, type ApiAnswer } from './quoteFixtures';

vi.setConfig({ testTimeout: 60_000 });

const prefix = `it-au-${run}`;
const admin = `${prefix}-admin`;
const member = `${prefix}-member`;
const target = `${prefix}-target`;
const other = `${prefix}-other`;
/** Names of this run alone, so that no seeded or earlier user matches them. */
const FIRST = `Ohanna${run}`;
const LAST = `BALDÉ${run.toUpperCase()}`;
const PAGED = 23;
const quiet: string[] = [];

interface Page {
  items: AdminUserRow[];
  next: string | null;
}
const errorCode = (answer: ApiAnswer) => answer.body.error?.code;

/** An account without a session (the search's haystack), written as sign-up would. */
async function quietUser(uid: string, firstName: string, lastName: string) {
  const email = `${uid}@example.com`;
  await adminAuth.createUser({ uid, email, password: 'Admin-users-2026' });
  await adminDb.doc(`users/${uid}`).set({
    ...newUserDocument({ firstName, lastName, email }),
    createdAt: new Date(),
  });
  quiet.push(uid);
}

async function search(q: string, after: string | null = null): Promise<Page> {
  const params = new URLSearchParams({ q });
  if (after) params.set('after', after);
  const answer = await call('GET', `${ADMIN_API.users}?${params}`, admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Page;
}

/** Every page of a search: the uids in order, and how many pages it took. */
async function searchAll(q: string) {
  const uids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page = await search(q, after);
    expect(page.items.length).toBeLessThanOrEqual(20);
    uids.push(...page.items.map((item) => item.uid));
    after = page.next;
    pages += 1;
  } while (after && pages < 10);
  return { uids, pages };
}

const auditOf = async (uid: string) =>
  (await adminDb.collection('adminAudit').where('targetId', '==', uid).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map(({ actorId, action, detail }) => ({ actorId, action, detail }));

beforeAll(async () => {
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await createPerson({ uid: member, firstName: 'Binta' });
  await createPerson({ uid: target, firstName: FIRST });
  await adminDb.doc(`users/${target}`).update({ lastName: LAST });
  await adminAuth.setCustomUserClaims(target, { tier: 'gold' });
  await createPerson({ uid: other, firstName: 'Issa' });
  for (let index = 0; index < PAGED; index += 1) {
    await quietUser(`${prefix}-p${String(index).padStart(2, '0')}`, 'Awa', `Page${run}`);
  }
}, 120_000);

afterAll(async () => {
  const writer = adminDb.bulkWriter();
  for (const uid of [admin, member, target, other, ...quiet]) {
    const lines = await adminDb.collection('adminAudit').where('targetId', '==', uid).get();
    for (const line of lines.docs) writer.delete(line.ref);
  }
  for (const uid of quiet) writer.delete(adminDb.doc(`users/${uid}`));
  await writer.close();
  for (const uid of quiet) await adminAuth.deleteUser(uid);
  await cleanup([]);
}, 120_000);

describe('GET /api/admin/users', () => {
  it('finds users by email prefix, 20 a page, each once, with roles from Auth', async () => {
    const { uids, pages } = await searchAll(prefix);
    expect(pages).toBe(2);
    expect(uids).toHaveLength(PAGED + 4);
    expect(new Set(uids).size).toBe(uids.length);
    const first = await search(prefix.toUpperCase());
    expect(first.items).toHaveLength(20);
    expect(first.next).not.toBeNull();
    const adminRow = (await search(admin)).items;
    expect(adminRow).toEqual([
      expect.objectContaining({ uid: admin, roles: ['admin'], disabled: false, provider: false }),
    ]);
  });

  it('finds users by first name, last name or full name, in any case', async () => {
    for (const q of [FIRST.toLowerCase(), LAST.toLowerCase(), `${FIRST.toUpperCase()} bal`]) {
      const page = await search(q);
      expect(
        page.items.map((item) => item.uid),
        q,
      ).toEqual([target]);
      expect(page.next).toBeNull();
    }
    expect((await search(`${FIRST} Diallo`)).items).toEqual([]);
    const { uids } = await searchAll(`page${run}`);
    expect(uids).toHaveLength(PAGED);
  });

  it('refuses a cursor it did not make and an over-long text', async () => {
    const bad = await call('GET', `${ADMIN_API.users}?after=nonsense`, admin);
    expect(bad.status).toBe(400);
    expect((await call('GET', `${ADMIN_API.users}?q=${'a'.repeat(101)}`, admin)).status).toBe(400);
  });
});

describe('roles', () => {
  it('grants then revokes admin: the claims change in Auth, sessions end, both audited', async () => {
    const granted = await call('POST', ADMIN_API.roles(target), admin, {
      role: 'admin',
      grant: true,
    });
    expect(granted.status).toBe(200);
    expect((granted.body as unknown as AdminUserRow).roles).toEqual(['admin']);
    expect((await adminAuth.getUser(target)).customClaims).toEqual({ tier: 'gold', admin: true });
    // Their old session (claims without admin) ended with the change.
    expect((await call('GET', ADMIN_API.users, target)).status).toBe(401);

    const again = await call('POST', ADMIN_API.roles(target), admin, {
      role: 'admin',
      grant: true,
    });
    expect(again.status).toBe(200);

    const revoked = await call('POST', ADMIN_API.roles(target), admin, {
      role: 'admin',
      grant: false,
    });
    expect(revoked.status).toBe(200);
    expect((revoked.body as unknown as AdminUserRow).roles).toEqual([]);
    expect((await adminAuth.getUser(target)).customClaims).toEqual({ tier: 'gold' });
    expect(await auditOf(target)).toEqual([
      { actorId: admin, action: 'role_granted', detail: 'admin' },
      { actorId: admin, action: 'role_revoked', detail: 'admin' },
    ]);
  });

  it('refuses a non-admin (403), even with a forged body, and changes nothing', async () => {
    for (const body of [
      { role: 'admin', grant: true },
      { role: 'admin', grant: true, admin: true, claims: { admin: true } },
    ]) {
      const answer = await call('POST', ADMIN_API.roles(member), member, body, {
        'X-Admin': 'true',
      });
      expect(answer.status).toBe(403);
    }
    expect((await call('GET', ADMIN_API.users, member)).status).toBe(403);
    expect((await call('GET', ADMIN_API.user(admin), member)).status).toBe(403);
    expect((await call('POST', ADMIN_API.disabled(other), member, { disabled: true })).status).toBe(
      403,
    );
    expect((await adminAuth.getUser(member)).customClaims ?? {}).toEqual({});
    expect((await adminAuth.getUser(other)).disabled).toBe(false);
    expect(await auditOf(member)).toEqual([]);
  });

  it('refuses revoking one’s own admin role (409), a bad body (400) or user (404)', async () => {
    const own = await call('POST', ADMIN_API.roles(admin), admin, { role: 'admin', grant: false });
    expect(own.status).toBe(409);
    expect(errorCode(own)).toBe('own_admin_role');
    expect((await adminAuth.getUser(admin)).customClaims).toEqual({ admin: true });
    const owner = await call('POST', ADMIN_API.roles(other), admin, { role: 'owner', grant: true });
    expect(owner.status).toBe(400);
    const nobody = await call('POST', ADMIN_API.roles(`${prefix}-nobody`), admin, {
      role: 'team',
      grant: true,
    });
    expect(nobody.status).toBe(404);
    expect(errorCode(nobody)).toBe('user_not_found');
  });
});

describe('disabled', () => {
  it('disables an account (no sign-in, sessions ended) and enables it again, audited', async () => {
    expect((await call('GET', '/api/auth/user', other)).status).toBe(200);
    const disabled = await call('POST', ADMIN_API.disabled(other), admin, { disabled: true });
    expect(disabled.status).toBe(200);
    expect((disabled.body as unknown as AdminUserRow).disabled).toBe(true);
    expect((await adminAuth.getUser(other)).disabled).toBe(true);
    expect((await call('GET', '/api/auth/user', other)).status).toBe(401);
    await expect(signInForIdToken(`${other}@example.com`, 'Quotes-test-2026')).rejects.toThrow(
      /USER_DISABLED/,
    );

    const enabled = await call('POST', ADMIN_API.disabled(other), admin, { disabled: false });
    expect((enabled.body as unknown as AdminUserRow).disabled).toBe(false);
    expect(await signInForIdToken(`${other}@example.com`, 'Quotes-test-2026')).toEqual(
      expect.any(String),
    );
    expect(await auditOf(other)).toEqual([
      { actorId: admin, action: 'account_disabled', detail: null },
      { actorId: admin, action: 'account_enabled', detail: null },
    ]);
  });

  it('refuses disabling one’s own account (409)', async () => {
    const own = await call('POST', ADMIN_API.disabled(admin), admin, { disabled: true });
    expect(own.status).toBe(409);
    expect(errorCode(own)).toBe('own_account');
    expect((await adminAuth.getUser(admin)).disabled).toBe(false);
  });
});
