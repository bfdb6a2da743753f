import { describe, expect, it } from 'vitest';
import {
  adminDisabledSchema,
  adminRoleSchema,
  adminUsersQuerySchema,
  featuredReviewSchema,
  helpArticleIdSchema,
  helpArticleInputSchema,
} from './admin';
import { VALIDATION } from './constants';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const article = {
  question: { fr: 'Comment payer ?', en: 'How do I pay?' },
  answer: { fr: 'Par Mobile Money ou carte.', en: 'By mobile money or card.' },
  keywords: ['Paiement', ' paiement ', 'MoMo'],
  published: true,
};

describe('adminUsersQuerySchema', () => {
  it('trims the search text and defaults it to everyone', () => {
    expect(adminUsersQuerySchema.parse({ q: '  awa ' })).toEqual({ q: 'awa' });
    expect(adminUsersQuerySchema.parse({})).toEqual({ q: '' });
    expect(adminUsersQuerySchema.parse({ after: 'abc' })).toEqual({ q: '', after: 'abc' });
  });

  it('refuses a long text, an empty or repeated cursor', () => {
    expect(firstMessage(adminUsersQuerySchema.safeParse({ q: 'a'.repeat(101) }))).toBe(
      VALIDATION.tooLong,
    );
    expect(adminUsersQuerySchema.safeParse({ after: '' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ q: ['a', 'b'] }).success).toBe(false);
  });
});

describe('role, disabled and featured bodies', () => {
  it('take a grantable role and booleans only', () => {
    expect(adminRoleSchema.parse({ role: 'team', grant: true })).toEqual({
      role: 'team',
      grant: true,
    });
    expect(adminRoleSchema.safeParse({ role: 'owner', grant: true }).success).toBe(false);
    expect(adminRoleSchema.safeParse({ role: 'admin', grant: 'yes' }).success).toBe(false);
    expect(adminDisabledSchema.safeParse({ disabled: 1 }).success).toBe(false);
    expect(featuredReviewSchema.parse({ featured: false })).toEqual({ featured: false });
    expect(featuredReviewSchema.safeParse({}).success).toBe(false);
  });
});

describe('helpArticleIdSchema', () => {
  it('takes a lower-case slug', () => {
    expect(helpArticleIdSchema.parse('paiement-mobile')).toBe('paiement-mobile');
    expect(firstMessage(helpArticleIdSchema.safeParse('Paiement mobile'))).toBe(
      VALIDATION.invalidSlug,
    );
    expect(firstMessage(helpArticleIdSchema.safeParse(''))).toBe(VALIDATION.required);
  });
});

describe('helpArticleInputSchema', () => {
  it('keeps keywords lower-cased, trimmed and once each', () => {
    expect(helpArticleInputSchema.parse(article).keywords).toEqual(['paiement', 'momo']);
  });

  it('needs the question and answer in both languages', () => {
    const missing = helpArticleInputSchema.safeParse({
      ...article,
      question: { fr: 'Comment payer ?', en: '  ' },
    });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['question', 'en'],
      message: VALIDATION.required,
    });
    const long = helpArticleInputSchema.safeParse({
      ...article,
      answer: { fr: 'x'.repeat(4001), en: 'x' },
    });
    expect(firstMessage(long)).toBe(VALIDATION.tooLong);
  });

  it('bounds the keywords and needs the published flag', () => {
    const many = helpArticleInputSchema.safeParse({
      ...article,
      keywords: Array.from({ length: 21 }, (_, index) => `k${index}`),
    });
    expect(firstMessage(many)).toBe(VALIDATION.tooMany);
    expect(helpArticleInputSchema.safeParse({ ...article, published: undefined }).success).toBe(
      false,
    );
  });

  it('takes an optional link to a page of the app, never another site', () => {
    expect(helpArticleInputSchema.parse(article).link).toBeUndefined();
    const linked = helpArticleInputSchema.parse({ ...article, link: ' /mobile-money-guide ' });
    expect(linked.link).toBe('/mobile-money-guide');
    expect(
      helpArticleInputSchema.parse({ ...article, link: '/services?category=plumbing' }).link,
    ).toBe('/services?category=plumbing');
    for (const link of [
      'how-it-works',
      'https://evil.example',
      '//evil.example',
      '/a//b',
      '/en/privacy',
      '/a b',
      '',
    ]) {
      const refused = helpArticleInputSchema.safeParse({ ...article, link });
      expect(firstMessage(refused), link).toBe(VALIDATION.invalidPath);
    }
    const long = helpArticleInputSchema.safeParse({ ...article, link: `/${'a'.repeat(200)}` });
    expect(firstMessage(long)).toBe(VALIDATION.tooLong);
  });
});
