import {
  allProviderSearchStates,
  EMPTY_PROVIDER_SEARCH,
  MAX_SEARCH_TOKENS,
  providerIndexFields,
  providerQueryPlan,
} from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import {
  OTHER_PROVIDER_INDEXES,
  readIndexFile,
  regenerateIndexes,
  REQUIRED_INDEXES,
  type IndexDefinition,
} from './indexes';

const file = readIndexFile();
const keyOf = (collectionGroup: string, fields: unknown) =>
  JSON.stringify([collectionGroup, 'COLLECTION', fields]);
const present = new Set(file.indexes.map((index) => keyOf(index.collectionGroup, index.fields)));

/** Firestore's limit of index entries per document. */
const MAX_INDEX_ENTRIES = 40_000;

describe('firestore.indexes.json', () => {
  it('has the index of every query the provider search can make', () => {
    const missing = allProviderSearchStates()
      .map((state) => ({ state, fields: providerIndexFields(providerQueryPlan(state)) }))
      .filter(({ fields }) => fields !== null && !present.has(keyOf('providers', fields)));
    expect(missing).toEqual([]);
  });

  it('has the indexes of the other provider, review, booking and category queries', () => {
    for (const index of [...OTHER_PROVIDER_INDEXES, ...REQUIRED_INDEXES]) {
      expect(present.has(keyOf(index.collectionGroup, index.fields)), JSON.stringify(index)).toBe(
        true,
      );
    }
    expect(
      present.has(
        keyOf('categories', [
          { fieldPath: 'active', order: 'ASCENDING' },
          { fieldPath: 'order', order: 'ASCENDING' },
        ]),
      ),
    ).toBe(true);
  });

  it('is what scripts/indexes.ts generates (run it after changing the search)', () => {
    expect(regenerateIndexes(file)).toEqual(file);
  });

  it('holds no index twice', () => {
    const keys = file.indexes.map((index) => keyOf(index.collectionGroup, index.fields));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stays within the index entries a provider may have with all its tokens', () => {
    // Each token is one entry of the single-field index and one of every composite index
    // holding searchTokens; the rest of the document needs far fewer than 2,000.
    const withTokens = file.indexes.filter((index: IndexDefinition) =>
      index.fields.some((field) => field.fieldPath === 'searchTokens'),
    ).length;
    expect((withTokens + 1) * MAX_SEARCH_TOKENS).toBeLessThanOrEqual(MAX_INDEX_ENTRIES - 2_000);
  });
});

describe('regenerateIndexes', () => {
  it('keeps other collections, drops stale provider indexes, adds the missing ones', () => {
    const stale: IndexDefinition = {
      collectionGroup: 'providers',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'categories', arrayConfig: 'CONTAINS' },
        { fieldPath: 'rating', order: 'DESCENDING' },
      ],
    };
    // A collection that no required index names: kept as it is, once.
    const notifications: IndexDefinition = {
      collectionGroup: 'notifications',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'userId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    };
    const result = regenerateIndexes({
      indexes: [notifications, stale, notifications],
      fieldOverrides: [],
    });
    expect(result.indexes[0]).toEqual(notifications);
    expect(
      result.indexes.filter((index) => index.collectionGroup === 'notifications'),
    ).toHaveLength(1);
    expect(result.indexes).not.toContainEqual(stale);
    const rating = providerIndexFields(providerQueryPlan(EMPTY_PROVIDER_SEARCH));
    expect(result.indexes).toContainEqual({
      collectionGroup: 'providers',
      queryScope: 'COLLECTION',
      fields: rating,
    });
    expect(regenerateIndexes(result)).toEqual(result);
  });
});
