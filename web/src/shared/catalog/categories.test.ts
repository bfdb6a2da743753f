import { describe, expect, it } from 'vitest';
import { ACTIVE_CATEGORIES_LIMIT, ACTIVE_CATEGORIES_QUERY } from './categories';

describe('ACTIVE_CATEGORIES_QUERY', () => {
  it('reads the active categories in display order, with a limit', () => {
    expect(ACTIVE_CATEGORIES_QUERY).toEqual({
      collection: 'categories',
      where: [['active', '==', true]],
      orderBy: [['order', 'asc']],
      limit: ACTIVE_CATEGORIES_LIMIT,
    });
    expect(ACTIVE_CATEGORIES_LIMIT).toBe(50);
  });
});
