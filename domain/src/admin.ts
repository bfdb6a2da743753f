import { z } from 'zod';
import { GRANTABLE_ROLES } from './admin-constants';
import { VALIDATION } from './constants';

/**
 * The admin areas' request bodies (issue 16 §4: users and roles, content), checked by the web
 * before sending and by the function on arrival. Messages are i18n keys (`validation.*`).
 */

export const ADMIN_LIMITS = {
  /** Users a page of the users area lists. */
  usersPage: 20,
  /** A search text (an email prefix or a name). */
  query: 100,
  /** An opaque page cursor. */
  cursor: 512,
  /** Help articles: the admin lists them all, so there are at most this many. */
  helpArticles: 200,
  helpId: 64,
  helpQuestion: 200,
  helpAnswer: 4000,
  helpKeywords: 20,
  helpKeyword: 40,
  helpLink: 200,
} as const;

/** The codes of the admin areas' refusals (`{error:{code}}`), beyond the usual ones. */
export const ADMIN_ERRORS = {
  /** An admin revoking their own admin role: nobody would be left to give it back. */
  ownAdminRole: 'own_admin_role',
  /** An admin disabling (or enabling) their own account. */
  ownAccount: 'own_account',
  userNotFound: 'user_not_found',
  /** Only a visible review can be featured on home. */
  reviewHidden: 'review_hidden',
  helpLimit: 'help_limit',
} as const;

/** `GET /api/admin/users?q=&after=`: an email prefix or a name (empty: everyone), a cursor. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_LIMITS.query, VALIDATION.tooLong).default(''),
  after: z.string().min(1).max(ADMIN_LIMITS.cursor).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** `POST /api/admin/users/{uid}/roles`. */
export const adminRoleSchema = z.object({
  role: z.enum(GRANTABLE_ROLES),
  grant: z.boolean(),
});
export type AdminRoleInput = z.infer<typeof adminRoleSchema>;

/** `POST /api/admin/users/{uid}/disabled`. */
export const adminDisabledSchema = z.object({ disabled: z.boolean() });

/** `POST /api/admin/reviews/{id}/featured`. */
export const featuredReviewSchema = z.object({ featured: z.boolean() });

/** A help article's id, chosen by the admin: `paiement-mobile`, `annuler-reservation`. */
export const helpArticleIdSchema = z
  .string()
  .trim()
  .min(1, VALIDATION.required)
  .max(ADMIN_LIMITS.helpId, VALIDATION.tooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, VALIDATION.invalidSlug);

const requiredText = (max: number) =>
  z.string().trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);

const bilingual = (max: number) => z.object({ fr: requiredText(max), en: requiredText(max) });

/**
 * The app page an article points to (`/mobile-money-guide`): a French path without the `/en`
 * prefix (the reader's language adds it), never another site (`//host`, `https:`).
 */
export const helpLinkSchema = z
  .string()
  .trim()
  .max(ADMIN_LIMITS.helpLink, VALIDATION.tooLong)
  .regex(/^\/[^\s\\]*$/, VALIDATION.invalidPath)
  .refine((path) => !path.includes('//') && !/^\/en(?:[/?#]|$)/.test(path), {
    message: VALIDATION.invalidPath,
  });

/**
 * `PUT /api/admin/help/{id}`: a help article in both languages. Keywords are matched by the
 * support assistant, so they are stored lower-cased, once each.
 */
export const helpArticleInputSchema = z.object({
  question: bilingual(ADMIN_LIMITS.helpQuestion),
  answer: bilingual(ADMIN_LIMITS.helpAnswer),
  keywords: z
    .array(
      z
        .string()
        .trim()
        .min(1, VALIDATION.required)
        .max(ADMIN_LIMITS.helpKeyword, VALIDATION.tooLong)
        .transform((keyword) => keyword.toLocaleLowerCase('fr')),
    )
    .max(ADMIN_LIMITS.helpKeywords, VALIDATION.tooMany)
    .transform((keywords) => [...new Set(keywords)]),
  published: z.boolean(),
  /** The page the assistant links to with this answer, if any. */
  link: helpLinkSchema.optional(),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

/** A help article as the admin api answers it (`GET /api/admin/help`, PUT). */
export type HelpArticleView = HelpArticleInput & { id: string; updatedAt: string | null };

/** `GET` → `{items: HelpArticleView[]}`, every article (at most `ADMIN_LIMITS.helpArticles`). */
export const HELP_ARTICLES_API = '/api/admin/help';
