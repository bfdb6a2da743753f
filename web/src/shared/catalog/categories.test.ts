import { describe, expect, it } from 'vitest';
import { fakeHandle } from '../firebase/testing';
import { ACTIVE_CATEGORIES_LIMIT, activeCategoriesQuery } from './categories';
import { categoryConverter } from './categoryConverter';

describe('activeCategoriesQuery', () => {
  it('reads the active categories in display order, with a limit, through the converter', async () => {
    expect(await activeCategoriesQuery(fakeHandle())).toEqual({
      ref: { collection: 'categories', converter: categoryConverter },
      constraints: [
        ['where', 'active', '==', true],
        ['orderBy', 'order'],
        ['limit', ACTIVE_CATEGORIES_LIMIT],
      ],
    });
    expect(ACTIVE_CATEGORIES_LIMIT).toBe(50);
  });
});
