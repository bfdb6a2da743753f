import { describe, expect, it } from 'vitest';
import { applyRole, rolesOf } from './roles';

describe('applyRole', () => {
  it('grants a role and keeps every other claim', () => {
    expect(applyRole({ plan: 'pro' }, 'grant', 'admin')).toEqual({
      claims: { plan: 'pro', admin: true },
      changed: true,
    });
  });

  it('revokes that role only, and says when nothing changes', () => {
    expect(applyRole({ admin: true, team: true }, 'revoke', 'admin')).toEqual({
      claims: { team: true },
      changed: true,
    });
    expect(applyRole({ team: true }, 'grant', 'team').changed).toBe(false);
    expect(applyRole({ team: true }, 'revoke', 'admin').changed).toBe(false);
    expect(applyRole(undefined, 'revoke', 'admin')).toEqual({ claims: {}, changed: false });
  });
});

describe('rolesOf', () => {
  it('lists the grantable roles whose claim is exactly true', () => {
    expect(rolesOf({ team: true, admin: 'yes', owner: true })).toEqual(['team']);
    expect(rolesOf(undefined)).toEqual([]);
  });
});
