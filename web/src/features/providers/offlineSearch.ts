import {
  categoryToken,
  type FieldFilter,
  type ProviderQueryPlan,
  type ProviderSearchState,
} from '@marketplace/domain';
import type { ProviderWithId } from './api';

/** A field of a provider by its path (`geo.geohash`). */
function fieldOf(provider: ProviderWithId, path: string): unknown {
  let value: unknown = provider;
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : null;
  }
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1; // Firestore orders null first.
  if (b === null || b === undefined) return 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

/** Whether a provider passes a filter, as Firestore would (a range never matches null). */
function passes(provider: ProviderWithId, { field, op, value }: FieldFilter): boolean {
  const own = fieldOf(provider, field);
  switch (op) {
    case '==':
      return own === value;
    case '>=':
      return typeof own === typeof value && compare(own, value) >= 0;
    case '<=':
      return typeof own === typeof value && compare(own, value) <= 0;
    case 'array-contains':
      return Array.isArray(own) && own.includes(value);
  }
}

/**
 * A search answered on the phone, offline, from the providers seen before: the plan's filters,
 * order and limit applied to them (by distance: the filters only). The phone keeps no search tokens, so a category is checked
 * against the provider's categories, and typed words cannot be checked: null (no answer).
 */
export function searchSeenProviders(
  state: ProviderSearchState,
  plan: ProviderQueryPlan,
  seen: ProviderWithId[],
): ProviderWithId[] | null {
  if (state.q.trim() || state.after) return null;
  const category = state.category ? categoryToken(state.category) : undefined;
  const matching = seen.filter((provider) =>
    plan.filters.every((filter) =>
      filter.field === 'searchTokens'
        ? filter.value === category && provider.categories.includes(state.category)
        : passes(provider, filter),
    ),
  );
  // Sorted by distance, the caller merges them as it merges the ranges' answers.
  if (plan.nearby) return matching;
  const sorted = [...matching].sort((a, b) => {
    for (const { field, direction } of plan.orderBy) {
      const order = compare(fieldOf(a, field), fieldOf(b, field));
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    // Then by document name, in the last order's direction (Firestore's implicit order).
    const byName = compare(a.id, b.id);
    return plan.orderBy.at(-1)?.direction === 'desc' ? -byName : byName;
  });
  return sorted.slice(0, plan.limit);
}
