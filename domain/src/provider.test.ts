import { describe, expect, it } from 'vitest';
import { providerSchema } from './provider';
import { PROVIDER_PUBLIC_FIELDS } from './provider-fields';

describe('PROVIDER_PUBLIC_FIELDS', () => {
  it('is every field of the schema but the search tokens', () => {
    const schemaFields = Object.keys(providerSchema.shape).filter((key) => key !== 'searchTokens');
    expect([...PROVIDER_PUBLIC_FIELDS].sort()).toEqual(schemaFields.sort());
  });
});
