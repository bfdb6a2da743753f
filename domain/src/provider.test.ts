import { describe, expect, it } from 'vitest';
import { providerSchema } from './provider';
import { PROVIDER_PAGE_FIELDS, PROVIDER_PUBLIC_FIELDS } from './provider-fields';

const schemaFieldsBut = (...left: string[]) =>
  Object.keys(providerSchema.shape)
    .filter((key) => !left.includes(key))
    .sort();

describe('PROVIDER_PUBLIC_FIELDS', () => {
  it('is every field of the schema but the search tokens and the rating distribution', () => {
    expect([...PROVIDER_PUBLIC_FIELDS].sort()).toEqual(
      schemaFieldsBut('searchTokens', 'ratingCounts'),
    );
  });
});

describe('PROVIDER_PAGE_FIELDS', () => {
  it('is every field of the schema but the search tokens', () => {
    expect([...PROVIDER_PAGE_FIELDS].sort()).toEqual(schemaFieldsBut('searchTokens'));
  });
});
