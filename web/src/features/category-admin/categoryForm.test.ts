import { describe, expect, it } from 'vitest';
import { CATEGORY_LIMITS, type Category } from '@marketplace/domain';
import {
  addKeywords,
  categoryInput,
  EMPTY_FORM,
  formValuesOf,
  moveWrites,
  nextOrder,
  slugFromName,
  type AdminCategory,
} from './categoryForm';

const plumbing: Category = {
  name: { fr: 'Plomberie', en: 'Plumbing' },
  description: { fr: 'Fuites', en: 'Leaks' },
  icon: 'plumbing',
  order: 0,
  active: true,
  keywords: ['plombier', 'plumber'],
};
const row = (slug: string, order: number | null): AdminCategory => ({
  slug,
  order,
  category: order === null ? null : { ...plumbing, order },
  raw: {},
});

describe('slugFromName', () => {
  it.each([
    ['Maçonnerie', 'maconnerie'],
    ['  Électricité & Froid  ', 'electricite-froid'],
    ["Réparation d'électroménager", 'reparation-d-electromenager'],
    ['Cours — Anglais / Français', 'cours-anglais-francais'],
    ['', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('stays within 40 characters and never ends with a hyphen', () => {
    const slug = slugFromName('Entretien et réparation de climatiseurs et chambres froides');
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('addKeywords', () => {
  it('adds comma-separated words, trimmed, skipping duplicates whatever the accents or case', () => {
    expect(addKeywords(['maçon'], ' Macon , mason,  brick   layer ,,')).toEqual({
      keywords: ['maçon', 'mason', 'brick layer'],
      rejected: null,
    });
  });

  it('refuses a keyword that is too long, adding nothing', () => {
    expect(addKeywords(['a'], `b, ${'x'.repeat(CATEGORY_LIMITS.keyword + 1)}`)).toEqual({
      keywords: ['a'],
      rejected: 'tooLong',
    });
  });

  it('refuses more keywords than the limit', () => {
    const full = Array.from({ length: CATEGORY_LIMITS.keywords }, (_, i) => `k${i}`);
    expect(addKeywords(full, 'one more')).toEqual({ keywords: full, rejected: 'tooMany' });
    expect(addKeywords(full, 'k3').rejected).toBeNull();
  });
});

describe('moveWrites', () => {
  const rows = [row('a', 0), row('b', 1), row('c', 5)];

  it('swaps the orders of the two neighbours', () => {
    expect(moveWrites(rows, 1, 1)).toEqual([
      { slug: 'b', order: 5 },
      { slug: 'c', order: 1 },
    ]);
    expect(moveWrites(rows, 1, -1)).toEqual([
      { slug: 'b', order: 0 },
      { slug: 'a', order: 1 },
    ]);
  });

  it('has nothing to do past either end', () => {
    expect(moveWrites(rows, 0, -1)).toBeNull();
    expect(moveWrites(rows, 2, 1)).toBeNull();
  });

  it('numbers rows by place when neighbours share an order', () => {
    expect(moveWrites([row('a', 0), row('b', 3), row('c', 3)], 1, 1)).toEqual([
      { slug: 'c', order: 1 },
      { slug: 'b', order: 2 },
    ]);
  });

  it('leaves rows without a valid order alone', () => {
    expect(moveWrites([row('a', 0), row('b', null)], 0, 1)).toBeNull();
  });
});

describe('nextOrder', () => {
  it('puts a new category after every other one', () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([row('a', 4), row('b', 2), row('c', null)])).toBe(5);
  });
});

describe('form values', () => {
  it('round-trip a category; blank English texts are left out of the document', () => {
    const values = formValuesOf({ slug: 'plumbing', order: 0, category: plumbing, raw: {} });
    expect(values).toEqual({
      slug: 'plumbing',
      nameFr: 'Plomberie',
      nameEn: 'Plumbing',
      descriptionFr: 'Fuites',
      descriptionEn: 'Leaks',
      icon: 'plumbing',
      keywords: ['plombier', 'plumber'],
      active: true,
    });
    expect(categoryInput(values, 0)).toEqual(plumbing);
    expect(categoryInput({ ...values, nameEn: ' ', descriptionEn: '' }, 3)).toEqual({
      ...plumbing,
      name: { fr: 'Plomberie' },
      description: { fr: 'Fuites' },
      order: 3,
    });
  });

  it('read what they can of a malformed document', () => {
    expect(
      formValuesOf({
        slug: 'broken',
        order: null,
        category: null,
        raw: { name: { fr: 'Cassé', en: 7 }, keywords: ['ok', 3], active: 'yes' },
      }),
    ).toEqual({ ...EMPTY_FORM, slug: 'broken', nameFr: 'Cassé', keywords: ['ok'], active: false });
  });
});
