import {
  ADMIN_ERRORS,
  ADMIN_LIMITS,
  adminDisabledSchema,
  adminRoleSchema,
  adminUsersQuerySchema,
  applyRole,
  documentIdSchema,
  rolesOf,
  type AdminUserRow,
} from '@marketplace/domain';
import { Router } from 'express';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth, adminDb } from '../../lib/admin';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { endSessions } from '../../lib/session';
import { auditLine, bodyOf, newAuditRef, requireAdmin } from './adminActions';
import {
  decodeCursor,
  firestoreBatches,
  searchSources,
  searchUsers,
  type UserData,
} from './userSearch';

/**
 * `/api/admin/users` (issue 16 §4, admins only): find users by email prefix or name, 20 a page;
 * see one; grant or revoke `admin` / `team` (the claim merging of `npm run roles`); disable and
 * enable an account. Every change is one `adminAudit` line; a repeat changes nothing and writes
 * nothing. Roles and the disabled state are Firebase Auth's, read live for the users shown.
 */
export const adminUsersRouter = Router();

const userNotFound = () => new HttpError(404, ADMIN_ERRORS.userNotFound, 'No such user');

/** A uid in a path; anything that cannot be one is the same 404 as an unknown user. */
function pathUid(value: unknown): string {
  if (!documentIdSchema.safeParse(value).success) throw userNotFound();
  return value as string;
}

const isoOf = (value: string | undefined | null) => {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** How the users area shows a user: their account document, Auth record and provider page. */
export function userRow(
  uid: string,
  account: UserData | undefined,
  record: UserRecord | undefined,
  provider: boolean,
): AdminUserRow {
  const name = [text(account?.firstName), text(account?.lastName)].filter(Boolean).join(' ');
  return {
    uid,
    email: record?.email ?? (text(account?.email) || null),
    displayName: name || text(record?.displayName),
    roles: rolesOf(record?.customClaims),
    provider,
    disabled: record?.disabled ?? false,
    createdAt: isoOf(record?.metadata.creationTime),
    lastSignInAt: isoOf(record?.metadata.lastSignInTime),
  };
}

/** The rows of `uids`: their Auth records in one call, accounts and provider pages in one read. */
async function rowsOf(uids: readonly string[], accounts: Map<string, UserData>) {
  if (uids.length === 0) return [];
  const db = adminDb();
  const [{ users }, providers] = await Promise.all([
    adminAuth().getUsers(uids.map((uid) => ({ uid }))),
    db.getAll(...uids.map((uid) => db.doc(`providers/${uid}`))),
  ]);
  const records = new Map(users.map((record) => [record.uid, record]));
  return uids.map((uid, index) =>
    userRow(uid, accounts.get(uid), records.get(uid), providers[index]?.exists ?? false),
  );
}

/** One user's row, or 404 when neither Auth nor Firestore knows them. */
async function readRow(uid: string): Promise<AdminUserRow> {
  const db = adminDb();
  const [account, provider, { users }] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    db.doc(`providers/${uid}`).get(),
    adminAuth().getUsers([{ uid }]),
  ]);
  const [record] = users;
  if (!account.exists && !record) throw userNotFound();
  return userRow(uid, account.data(), record, provider.exists);
}

/** The Auth record of `uid`, or 404. */
async function authUser(uid: string): Promise<UserRecord> {
  try {
    return await adminAuth().getUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') throw userNotFound();
    throw error;
  }
}

/** `GET /api/admin/users?q=&after=` → `{items: AdminUserRow[], next}`. */
adminUsersRouter.get('/', async (req, res) => {
  await requireAdmin(req, res);
  const { q, after } = adminUsersQuerySchema.parse(req.query);
  const start = after === undefined ? null : decodeCursor(after);
  if (after !== undefined && start === null) {
    throw new HttpError(400, 'invalid_request', 'Unknown cursor');
  }
  const { users, next } = await searchUsers(searchSources(q), start, firestoreBatches(adminDb()), {
    pageSize: ADMIN_LIMITS.usersPage,
    batch: ADMIN_LIMITS.usersPage + 1,
    maxQueries: 16,
  });
  const accounts = new Map(users.map((user) => [user.id, user.data]));
  res.json({ items: await rowsOf([...accounts.keys()], accounts), next });
});

adminUsersRouter.get('/:uid', async (req, res) => {
  await requireAdmin(req, res);
  res.json(await readRow(pathUid(req.params.uid)));
});

/**
 * `POST /api/admin/users/{uid}/roles` `{role, grant}`. An admin cannot revoke their own admin
 * role (409): the last admin could lock everyone out. Someone else's sessions end, as with
 * `npm run roles`, so a revoked role stops working at once; an admin's own change (only `team`
 * can change) keeps them signed in, with the new claims from their next sign-in.
 */
adminUsersRouter.post('/:uid/roles', requireSameOrigin, async (req, res) => {
  const session = await requireAdmin(req, res);
  const uid = pathUid(req.params.uid);
  const { role, grant } = adminRoleSchema.parse(bodyOf(req));
  if (uid === session.uid && role === 'admin' && !grant) {
    throw new HttpError(409, ADMIN_ERRORS.ownAdminRole, 'You cannot revoke your own admin role');
  }
  const user = await authUser(uid);
  const { claims, changed } = applyRole(user.customClaims, grant ? 'grant' : 'revoke', role);
  if (changed) {
    await adminAuth().setCustomUserClaims(uid, claims);
    if (uid !== session.uid) await endSessions(uid);
    await newAuditRef(adminDb()).create(
      auditLine(session.uid, grant ? 'role_granted' : 'role_revoked', uid, role, clock.now()),
    );
  }
  res.json(await readRow(uid));
});

/**
 * `POST /api/admin/users/{uid}/disabled` `{disabled}`: a disabled account cannot sign in, and its
 * sessions end at once (our session record and Firebase's refresh tokens). Not one's own (409).
 */
adminUsersRouter.post('/:uid/disabled', requireSameOrigin, async (req, res) => {
  const session = await requireAdmin(req, res);
  const uid = pathUid(req.params.uid);
  const { disabled } = adminDisabledSchema.parse(bodyOf(req));
  if (uid === session.uid) {
    throw new HttpError(409, ADMIN_ERRORS.ownAccount, 'You cannot disable your own account');
  }
  const user = await authUser(uid);
  if (user.disabled !== disabled) {
    await adminAuth().updateUser(uid, { disabled });
    if (disabled) await endSessions(uid);
    await newAuditRef(adminDb()).create(
      auditLine(
        session.uid,
        disabled ? 'account_disabled' : 'account_enabled',
        uid,
        null,
        clock.now(),
      ),
    );
  }
  res.json(await readRow(uid));
});
