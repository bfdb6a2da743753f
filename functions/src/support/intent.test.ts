import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from '../../../scripts/seed/data/categories';
import { buildCategoryMatcher, detectIntent, placeOf } from './intent';

const matcher = buildCategoryMatcher(
  SEED_CATEGORIES.map(({ slug, name, keywords }) => ({ slug, name, keywords })),
);
const intentOf = (text: string) => {
  const intent = detectIntent(text, matcher.match(text));
  return intent && { category: intent.category.slug, place: intent.place };
};

describe('categories named in a question', () => {
  it('are found by name, keyword, plural or a typo, in both languages', () => {
    const slug = (text: string) => matcher.match(text)?.category.slug;
    expect(slug('un plombier')).toBe('plumbing');
    expect(slug('des plombiers')).toBe('plumbing');
    expect(slug('un plombié')).toBe('plumbing');
    expect(slug('a cleaner')).toBe('cleaning');
    expect(slug('une femme de ménage')).toBe('cleaning');
    expect(slug('Électricité')).toBe('electricity');
    // An exact word wins over a typo of another ("painter" is not a mistyped "printer").
    expect(slug('a painter')).toBe('painting');
    // Short keywords are everyday words too ("IT", "AC").
    expect(slug('how do I cancel it')).toBeUndefined();
  });

  it('report the words that named them', () => {
    expect(matcher.match('je cherche une femme de ménage')?.words).toEqual(['femme', 'menage']);
  });
});

describe('places', () => {
  it('are known cities in their canonical spelling, or countries', () => {
    expect(placeOf('à yaounde')).toEqual({ kind: 'city', name: 'Yaoundé' });
    expect(placeOf('in Dar es Salaam')).toEqual({ kind: 'city', name: 'Dar es Salaam' });
    expect(placeOf('au Cameroun')).toEqual({ kind: 'country', code: 'CM' });
    expect(placeOf("en Cote d'Ivoire")).toEqual({ kind: 'country', code: 'CI' });
    expect(placeOf('Abidjan, Côte d’Ivoire')).toEqual({ kind: 'city', name: 'Abidjan' });
    expect(placeOf('chez moi')).toBeNull();
  });
});

describe('search intents', () => {
  it('need a category and a place, or a category and a word that seeks', () => {
    expect(intentOf('trouver un plombier à Douala')).toEqual({
      category: 'plumbing',
      place: { kind: 'city', name: 'Douala' },
    });
    expect(intentOf('how much does a cleaner cost in Abidjan')).toEqual({
      category: 'cleaning',
      place: { kind: 'city', name: 'Abidjan' },
    });
    expect(intentOf('electricien pas cher yaounde')?.place).toEqual({
      kind: 'city',
      name: 'Yaoundé',
    });
    expect(intentOf('combien coûte un jardinier')).toEqual({
      category: 'gardening',
      place: null,
    });
    expect(intentOf('plumber in Nairobi')?.category).toBe('plumbing');
  });

  it('leave questions about the platform to the help articles', () => {
    expect(intentOf('comment réserver un plombier')).toBeNull();
    expect(intentOf('je suis plombier à Douala, comment devenir prestataire ?')).toBeNull();
    expect(intentOf('I am an electrician in Lagos, how do I register?')).toBeNull();
    expect(intentOf('trouver un prestataire à Douala')).toBeNull();
  });
});
