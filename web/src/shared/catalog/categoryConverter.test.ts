import { describe, expect, it } from 'vitest';
import { fakeSnapshot as snapshot } from '../firebase/testing';
import { categoryConverter } from './categoryConverter';

describe('categoryConverter', () => {
  it('reads a valid document with its slug', () => {
    const category = categoryConverter.fromFirestore(
      snapshot('cleaning', {
        name: { fr: 'Nettoyage', en: 'Cleaning' },
        description: { fr: 'Maisons et bureaux' },
        icon: 'cleaning_services',
        order: 2,
        active: true,
      }),
    );
    expect(category).toMatchObject({ slug: 'cleaning', name: { fr: 'Nettoyage' }, order: 2 });
  });

  it('rejects a document without a French name', () => {
    expect(() =>
      categoryConverter.fromFirestore(
        snapshot('broken', {
          name: { en: 'Broken' },
          description: { fr: 'x' },
          icon: 'x',
          order: 0,
          active: true,
        }),
      ),
    ).toThrow();
  });
});
