import { describe, expect, it } from 'vitest';
import { CATEGORY_LIMITS } from '@marketplace/domain';
import { fakeSnapshot } from '../../shared/firebase/testing';
import { EMPTY_FORM, type CategoryFormValues } from './categoryForm';
import { adminCategoryConverter, validateCategory } from './converters';

const masonry: CategoryFormValues = {
  slug: 'masonry',
  nameFr: ' Maçonnerie ',
  nameEn: 'Masonry',
  descriptionFr: 'Murs, dalles et enduits.',
  descriptionEn: '',
  icon: 'construction',
  keywords: ['maçon', 'mason'],
  active: true,
};

describe('validateCategory', () => {
  it('gives the slug and the exact document, texts trimmed, blank English left out', () => {
    expect(validateCategory(masonry, { order: 8, newSlug: true })).toEqual({
      ok: true,
      slug: 'masonry',
      category: {
        name: { fr: 'Maçonnerie', en: 'Masonry' },
        description: { fr: 'Murs, dalles et enduits.' },
        icon: 'construction',
        order: 8,
        active: true,
        keywords: ['maçon', 'mason'],
      },
    });
  });

  it('reports each field with its validation key', () => {
    const result = validateCategory(
      {
        ...EMPTY_FORM,
        slug: 'Maçonnerie!',
        nameEn: 'x'.repeat(CATEGORY_LIMITS.name + 1),
        descriptionFr: '   ',
        icon: '',
        keywords: Array.from({ length: CATEGORY_LIMITS.keywords + 1 }, (_, i) => `k${i}`),
      },
      { order: 0, newSlug: true },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        slug: { key: 'validation.invalidSlug' },
        'name.fr': { key: 'validation.required' },
        'name.en': { key: 'validation.tooLong', values: { max: CATEGORY_LIMITS.name } },
        'description.fr': { key: 'validation.required' },
        icon: { key: 'validation.required' },
        keywords: { key: 'validation.tooMany', values: { max: CATEGORY_LIMITS.keywords } },
      },
    });
  });

  it('requires a new slug, and leaves an existing one as it is', () => {
    const blank = { ...masonry, slug: ' ' };
    expect(validateCategory(blank, { order: 0, newSlug: true })).toEqual({
      ok: false,
      errors: { slug: { key: 'validation.required' } },
    });
    expect(
      validateCategory({ ...masonry, slug: 'Legacy_Slug' }, { order: 0, newSlug: false }).ok,
    ).toBe(true);
  });
});

describe('adminCategoryConverter', () => {
  it('reads a valid document with its slug and order', () => {
    const data = {
      name: { fr: 'Plomberie' },
      description: { fr: 'Fuites' },
      icon: 'plumbing',
      order: 2,
      active: false,
    };
    expect(adminCategoryConverter.fromFirestore(fakeSnapshot('plumbing', data))).toEqual({
      slug: 'plumbing',
      order: 2,
      category: { ...data, keywords: [] },
      raw: data,
    });
  });

  it('keeps a malformed document in the list instead of failing it', () => {
    const data = { name: { fr: '' }, order: 3 };
    expect(adminCategoryConverter.fromFirestore(fakeSnapshot('broken', data))).toEqual({
      slug: 'broken',
      order: 3,
      category: null,
      raw: data,
    });
    expect(
      adminCategoryConverter.fromFirestore(fakeSnapshot('odd', { order: -1 })).order,
    ).toBeNull();
  });
});
