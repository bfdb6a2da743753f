/** The user object of `GET /api/auth/user` (spec §3, §7), shared by the function and the SPA. */
export interface AuthUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: 'admin' | 'user';
  isProvider: boolean;
}
