import type { SessionUser } from './AuthState';

/** Test double: a signed-in customer, to override field by field. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'awa@example.com',
    firstName: 'Awa',
    lastName: 'Diop',
    profileImageUrl: null,
    role: 'user',
    isProvider: false,
    isTeamMember: false,
    ...overrides,
  };
}
