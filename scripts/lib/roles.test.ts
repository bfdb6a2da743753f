import { describe, expect, it } from 'vitest';
import { applyRole, parseRolesArgs, resolveTarget, rolesOf, UsageError } from './roles';

describe('parseRolesArgs', () => {
  it.each([
    [['grant', 'admin', 'a@example.com'], 'grant', 'admin'],
    [['grant', 'team', 'a@example.com'], 'grant', 'team'],
    [['revoke', 'admin', 'a@example.com'], 'revoke', 'admin'],
    [['revoke', 'team', 'a@example.com'], 'revoke', 'team'],
  ] as const)('%j', (argv, kind, role) => {
    expect(parseRolesArgs(argv)).toEqual({ kind, role, email: 'a@example.com', project: null });
  });

  it('parses show', () => {
    expect(parseRolesArgs(['show', 'a@example.com'])).toEqual({
      kind: 'show',
      email: 'a@example.com',
      project: null,
    });
  });

  it('takes --project anywhere, with a space or an equals sign', () => {
    const expected = { kind: 'grant', role: 'team', email: 'a@example.com', project: 'my-shop-prod' };
    expect(parseRolesArgs(['--project', 'my-shop-prod', 'grant', 'team', 'a@example.com'])).toEqual(
      expected,
    );
    expect(parseRolesArgs(['grant', 'team', 'a@example.com', '--project=my-shop-prod'])).toEqual(
      expected,
    );
  });

  it.each([['--help'], ['-h'], ['help'], ['grant', 'owner', '--help']])(
    '%s asks for the usage',
    (...argv) => {
      expect(parseRolesArgs(argv)).toEqual({ kind: 'help' });
    },
  );

  it.each([
    [[], /Missing command/],
    [['promote', 'admin', 'a@example.com'], /Unknown command "promote"/],
    [['grant'], /Missing role/],
    [['grant', 'owner', 'a@example.com'], /Unknown role "owner". Roles: admin, team/],
    [['revoke', 'Admin', 'a@example.com'], /Unknown role "Admin"/],
    [['grant', 'admin'], /Missing email/],
    [['show'], /Missing email/],
    [['grant', 'admin', 'not-an-email'], /not an email address/],
    [['grant', 'admin', 'a@example.com', 'b@example.com'], /Unexpected argument "b@example.com"/],
    [['show', 'a@example.com', 'extra'], /Unexpected argument "extra"/],
    [['show', 'a@example.com', '--force'], /Unknown option '--force'/],
    [['show', 'a@example.com', '--project'], /argument missing/],
    [['show', 'a@example.com', '--project', 'My_Project'], /not a Firebase project id/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseRolesArgs(argv)).toThrow(UsageError);
    expect(() => parseRolesArgs(argv)).toThrow(message);
  });
});

describe('resolveTarget', () => {
  it('defaults to the demo project on the default Auth emulator port', () => {
    expect(resolveTarget(null, {})).toEqual({
      projectId: 'demo-marketplace',
      emulatorHost: '127.0.0.1:9099',
    });
  });

  it('keeps an Auth emulator host from the environment (shifted ports)', () => {
    expect(resolveTarget(null, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9499' })).toEqual({
      projectId: 'demo-marketplace',
      emulatorHost: '127.0.0.1:9499',
    });
  });

  it('uses a real project without the emulator', () => {
    expect(resolveTarget('my-shop-prod', {})).toEqual({
      projectId: 'my-shop-prod',
      emulatorHost: null,
    });
    expect(resolveTarget('my-shop-prod', { FIREBASE_AUTH_EMULATOR_HOST: '' })).toEqual({
      projectId: 'my-shop-prod',
      emulatorHost: null,
    });
  });

  it('uses the emulator for --project only when FIREBASE_AUTH_EMULATOR_HOST is set', () => {
    expect(resolveTarget('my-shop-prod', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual(
      { projectId: 'my-shop-prod', emulatorHost: '127.0.0.1:9099' },
    );
  });

  it('refuses a demo- project without the emulator', () => {
    expect(() => resolveTarget('demo-marketplace', {})).toThrow(/Refusing project demo-marketplace/);
    expect(
      resolveTarget('demo-marketplace', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toEqual({ projectId: 'demo-marketplace', emulatorHost: '127.0.0.1:9099' });
  });
});

describe('applyRole', () => {
  it('grants a role and keeps the other claims', () => {
    expect(applyRole({ admin: true, plan: 'pro' }, 'grant', 'team')).toEqual({
      claims: { admin: true, plan: 'pro', team: true },
      changed: true,
    });
    expect(applyRole(undefined, 'grant', 'admin')).toEqual({
      claims: { admin: true },
      changed: true,
    });
  });

  it('revokes only that role', () => {
    expect(applyRole({ admin: true, team: true }, 'revoke', 'team')).toEqual({
      claims: { admin: true },
      changed: true,
    });
    expect(applyRole({ team: true }, 'revoke', 'team')).toEqual({ claims: {}, changed: true });
  });

  it('reports no change when the user already has that state', () => {
    expect(applyRole({ admin: true }, 'grant', 'admin')).toEqual({
      claims: { admin: true },
      changed: false,
    });
    expect(applyRole({ admin: true }, 'revoke', 'team')).toEqual({
      claims: { admin: true },
      changed: false,
    });
    expect(applyRole(undefined, 'revoke', 'team')).toEqual({ claims: {}, changed: false });
  });

  it('replaces a non-true value when granting and removes it when revoking', () => {
    expect(applyRole({ admin: false }, 'grant', 'admin')).toEqual({
      claims: { admin: true },
      changed: true,
    });
    expect(applyRole({ admin: false }, 'revoke', 'admin')).toEqual({ claims: {}, changed: true });
  });

  it('does not mutate the claims it is given', () => {
    const current = { admin: true };
    applyRole(current, 'grant', 'team');
    applyRole(current, 'revoke', 'admin');
    expect(current).toEqual({ admin: true });
  });
});

describe('rolesOf', () => {
  it('lists the roles whose claim is true', () => {
    expect(rolesOf({ admin: true, team: true, other: true })).toEqual(['admin', 'team']);
    expect(rolesOf({ admin: false })).toEqual([]);
    expect(rolesOf(undefined)).toEqual([]);
  });
});
