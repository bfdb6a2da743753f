import { describe, expect, it } from 'vitest';
import { reviewAuthorName, reviewSchema } from './review';

const author = (
  profileVisibility: unknown,
  firstName: unknown = 'Awa',
  lastName: unknown = 'Diop',
) => ({
  firstName,
  lastName,
  settings: { profileVisibility },
});

describe('reviewAuthorName', () => {
  it('shows first name and last initial when the profile is public', () => {
    expect(reviewAuthorName(author('public'))).toBe('Awa D.');
    expect(reviewAuthorName(author('public', 'Christelle', 'Ngo Mbarga'))).toBe('Christelle N.');
    expect(reviewAuthorName(author('public', ' Élodie ', ' ébanda'))).toBe('Élodie É.');
  });

  it('shows initials only when the profile is for contacts', () => {
    expect(reviewAuthorName(author('contacts'))).toBe('A. D.');
    expect(reviewAuthorName(author('contacts', 'awa', 'diop'))).toBe('A. D.');
  });

  it('shows no name when the profile is private, unknown or missing', () => {
    expect(reviewAuthorName(author('private'))).toBeNull();
    expect(reviewAuthorName(author('everyone'))).toBeNull();
    expect(reviewAuthorName({ firstName: 'Awa', lastName: 'Diop' })).toBeNull();
    expect(reviewAuthorName(null)).toBeNull();
    expect(reviewAuthorName(undefined)).toBeNull();
  });

  it('uses what names exist, and no name when there are none', () => {
    expect(reviewAuthorName(author('public', 'Awa', ''))).toBe('Awa');
    expect(reviewAuthorName(author('public', '', 'Diop'))).toBe('D.');
    expect(reviewAuthorName(author('contacts', '', 'Diop'))).toBe('D.');
    expect(reviewAuthorName(author('public', ' ', ' '))).toBeNull();
    expect(reviewAuthorName(author('contacts', 42, null))).toBeNull();
  });
});

describe('reviewSchema', () => {
  const review = { providerId: 'p1', authorName: 'Awa D.', rating: 5, comment: 'Parfait.' };

  it('accepts a named or an anonymous review', () => {
    expect(reviewSchema.parse(review)).toEqual(review);
    expect(reviewSchema.parse({ ...review, authorName: null }).authorName).toBeNull();
  });

  it('carries no customer id', () => {
    expect(reviewSchema.parse({ ...review, customerId: 'c1' })).not.toHaveProperty('customerId');
  });

  it.each([
    ['a rating of 0', { rating: 0 }],
    ['a rating of 6', { rating: 6 }],
    ['a half star', { rating: 4.5 }],
    ['an empty author name', { authorName: ' ' }],
    ['no author name at all', { authorName: undefined }],
    ['an endless comment', { comment: 'x'.repeat(2001) }],
  ])('refuses %s', (_label, change) => {
    expect(reviewSchema.safeParse({ ...review, ...change }).success).toBe(false);
  });
});
