import { categorySchema } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { readCategory } from './categoryReader';

const valid = {
  name: { fr: 'Nettoyage', en: 'Cleaning' },
  description: { fr: 'Maisons et bureaux' },
  icon: 'cleaning_services',
  order: 2,
  active: true,
  keywords: ['ménage'],
};

describe('readCategory', () => {
  it('reads what categorySchema accepts, as categorySchema reads it, with its slug', () => {
    const documents = [valid, { ...valid, keywords: undefined, order: 0, active: false }];
    for (const data of documents) {
      const withoutUndefined = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
      expect(readCategory({ id: 'cleaning', data: withoutUndefined })).toEqual({
        slug: 'cleaning',
        ...categorySchema.parse(withoutUndefined),
      });
    }
  });

  it.each([
    ['no French name', { ...valid, name: { en: 'Broken' } }],
    ['an empty English description', { ...valid, description: { fr: 'x', en: '' } }],
    ['no icon', { ...valid, icon: undefined }],
    ['a fractional order', { ...valid, order: 1.5 }],
    ['a negative order', { ...valid, order: -1 }],
    ['an active flag that is text', { ...valid, active: 'yes' }],
    ['keywords that are not words', { ...valid, keywords: [3] }],
  ])('leaves out a document with %s, which categorySchema rejects too', (_, data) => {
    expect(categorySchema.safeParse(data).success).toBe(false);
    expect(() => readCategory({ id: 'broken', data })).toThrow();
  });
});
