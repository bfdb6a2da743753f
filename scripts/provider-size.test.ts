// The provider document budget (DESIGN §1: no document a list downloads exceeds 16 KB),
// measured with Firestore's documented storage sizes.
import {
  firestoreDocumentSize,
  MAX_SEARCH_TOKEN_BYTES,
  PROVIDER_DOCUMENT_MAX_BYTES,
  PROVIDER_LIMITS,
  providerProfileSchema,
  providerSearchTokens,
  stringSize,
} from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { largestProfile, largestTokenSource } from '../tests/fixtures/providers';
import { providerDocument } from './seed/catalog';
import { SEED_PROVIDERS } from './seed/data/providers';

/** Firebase Auth uids (the provider's document id) have at most 128 characters. */
const LONGEST_PATH = `providers/${'u'.repeat(128)}`;
const now = new Date();

describe('provider documents stay within PROVIDER_DOCUMENT_MAX_BYTES', () => {
  it('the largest valid provider, with as many search tokens as the trigger writes', () => {
    expect(providerProfileSchema.safeParse(largestProfile).success).toBe(true);
    const searchTokens = providerSearchTokens(largestTokenSource);
    const tokenBytes = searchTokens.reduce((sum, token) => sum + stringSize(token), 0);
    // The source has more words than the budget holds: the tokens fill it.
    expect(tokenBytes).toBeGreaterThan(MAX_SEARCH_TOKEN_BYTES - 2 * stringSize('x'.repeat(61)));
    const size = firestoreDocumentSize(LONGEST_PATH, {
      ...largestProfile,
      priceFromFCFA: PROVIDER_LIMITS.priceFCFA,
      verified: false,
      verificationStatus: 'in_progress',
      rating: 4.75,
      reviewCount: 1_000_000,
      searchTokens,
      createdAt: now,
      updatedAt: now,
    });
    expect(size).toBeLessThanOrEqual(PROVIDER_DOCUMENT_MAX_BYTES);
  });

  it('every seeded provider', () => {
    const sizes = SEED_PROVIDERS.map((seed) =>
      firestoreDocumentSize(`providers/${seed.id}`, {
        ...providerDocument(seed),
        createdAt: now,
        updatedAt: now,
      }),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PROVIDER_DOCUMENT_MAX_BYTES);
  });
});
