// The admin dashboard (issue 16 §4): users and roles, content, system, analytics. zod-free.

/** The roles an admin grants or revokes (custom claims, as `npm run roles` sets them). */
export const GRANTABLE_ROLES = ['admin', 'team'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** One user as the users area lists them. */
export interface AdminUserRow {
  uid: string;
  email: string | null;
  displayName: string;
  roles: GrantableRole[];
  provider: boolean;
  disabled: boolean;
  createdAt: string | null;
  lastSignInAt: string | null;
}

/**
 * `adminAudit/{id}`: every admin action outside verification (roles, accounts, content), appended
 * by functions, read by admins only, never changed.
 */
export interface AdminAuditDocument<T = Date> {
  actorId: string;
  action:
    | 'role_granted'
    | 'role_revoked'
    | 'account_disabled'
    | 'account_enabled'
    | 'review_hidden'
    | 'review_shown'
    | 'review_featured'
    | 'review_unfeatured'
    | 'help_saved'
    | 'help_deleted';
  /** The user, review or help article acted on. */
  targetId: string;
  detail: string | null;
  at: T;
}

/**
 * `dailyStats/{YYYY-MM-DD}` (UTC days), maintained by triggers (never by reading whole
 * collections): counts of the day's events, in total and by category and country. A month of
 * analytics is at most 31 reads.
 */
export interface DailyStatsDocument {
  day: string;
  signups: number;
  /** Providers who confirmed or completed a booking or sent a quote that day (distinct). */
  activeProviders: number;
  quotes: number;
  bookings: number;
  completed: number;
  /** Money received that day (settled payments), FCFA. */
  revenueFCFA: number;
  byCategory: Record<
    string,
    { quotes: number; bookings: number; completed: number; revenueFCFA: number }
  >;
  byCountry: Record<string, { signups: number; bookings: number; revenueFCFA: number }>;
}

/** `helpArticles/{id}`: the help content the support assistant answers from (issue 17). */
export interface HelpArticleDocument<T = Date> {
  question: { fr: string; en: string };
  answer: { fr: string; en: string };
  keywords: string[];
  published: boolean;
  /** The app page linked with the answer (`/privacy`); absent when there is none. */
  link?: string;
  updatedAt: T;
}

/** One backend service's health, measured live by the system area. */
export interface ServiceHealth {
  name: 'auth' | 'firestore' | 'functions' | 'storage';
  ok: boolean;
  latencyMs: number;
  detail: string | null;
}

export interface SystemView {
  services: ServiceHealth[];
  versions: { app: string; rules: string };
  outbox: { mail: number; sms: number };
  pendingJobs: number;
  recentErrors: { at: string; source: string; message: string }[];
  /** Figures that could not be measured this time (they read 0); absent when all were. */
  unavailable?: ('outbox' | 'pendingJobs' | 'recentErrors')[];
}

export const ADMIN_API = {
  /** GET ?q=&after= → {items: AdminUserRow[], next}: by email prefix or name, 20 a page. */
  users: '/api/admin/users',
  user: (uid: string) => `/api/admin/users/${uid}`,
  /** POST {role, grant: boolean} → AdminUserRow. */
  roles: (uid: string) => `/api/admin/users/${uid}/roles`,
  /** POST {disabled: boolean} → AdminUserRow. */
  disabled: (uid: string) => `/api/admin/users/${uid}/disabled`,
  /** GET → SystemView. */
  system: '/api/admin/system',
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD&granularity=day|week|month → AnalyticsView (admin-analytics.ts). */
  analytics: '/api/admin/analytics',
  /** POST {featured: boolean}: a visible review shown (or not) as a testimonial on home. */
  featureReview: (id: string) => `/api/admin/reviews/${id}/featured`,
  /** PUT HelpArticleDocument fields; DELETE. */
  helpArticle: (id: string) => `/api/admin/help/${id}`,
} as const;
