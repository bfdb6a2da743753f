import { describe, expect, it } from 'vitest';
import { matchCategory } from './categoryMatch';

const category = (slug: string, fr: string, en?: string) => ({ slug, name: { fr, en } });
const CATEGORIES = [
  category('plumbing', 'Plomberie', 'Plumbing'),
  category('electricity', 'Électricité', 'Electricity'),
  category('cleaning', 'Nettoyage', 'Cleaning'),
  category('informatique', 'Informatique', 'IT services'),
  category('painting', 'Peinture', 'Painting'),
  category('carpentry', 'Menuiserie', 'Carpentry'),
  category('air-conditioning', 'Climatisation', 'Air conditioning'),
  category('gardening', 'Jardinage'),
];
const match = (text: string) => matchCategory(text, CATEGORIES)?.slug;

describe('matchCategory', () => {
  it('matches a name in either language, ignoring case and accents', () => {
    expect(match('electricite')).toBe('electricity');
    expect(match('ÉLECTRICITÉ')).toBe('electricity');
    expect(match('plomberie')).toBe('plumbing');
    expect(match('Plumbing')).toBe('plumbing');
    expect(match('it services')).toBe('informatique');
    expect(match('air-conditioning')).toBe('air-conditioning');
    expect(match('  nettoyage ')).toBe('cleaning');
  });

  it('matches the start of a name or the name of the trade', () => {
    expect(match('plomb')).toBe('plumbing');
    expect(match('clim')).toBe('air-conditioning');
    expect(match('plombier')).toBe('plumbing');
    expect(match('électricien')).toBe('electricity');
    expect(match('menuisier')).toBe('carpentry');
    expect(match('jardinier à Douala')).toBe('gardening');
  });

  it('matches nothing for empty, unrelated, too short or ambiguous text', () => {
    expect(match('')).toBeUndefined();
    expect(match('   ')).toBeUndefined();
    expect(match('réparation de moto')).toBeUndefined();
    expect(match('pl')).toBeUndefined();
    // "pei" starts "peinture" only, but "p" is too short and "e" starts several words.
    expect(match('p')).toBeUndefined();
    expect(match('pei')).toBe('painting');
    expect(matchCategory('plumbing', [])).toBeUndefined();
  });
});
