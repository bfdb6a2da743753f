import { describe, expect, it } from 'vitest';
import { buildHelpIndex, isConfident } from './helpIndex';
import { defaultHelpArticles } from './knowledge';
import { editDistance, indexTerm, topicWords } from './normalize';

describe('normalisation', () => {
  it('ignores case, accents, punctuation and the words every question has', () => {
    expect(topicWords('Où sont mes RÉSERVATIONS ?')).toEqual(['reservations']);
    expect(topicWords('How do I get my profile verified?')).toEqual(['profile', 'verified']);
    expect(topicWords("Qu'est-ce que c'est ?")).toEqual([]);
  });

  it('stems in French and English, so forms of one word meet', () => {
    expect(indexTerm('Réservations')).toEqual(indexTerm('reservation'));
    expect(indexTerm('annulation')).toEqual(indexTerm('annuler'));
    expect(indexTerm('bookings')).toContain('book');
    expect(indexTerm('cancellation')).toEqual(indexTerm('cancel'));
    expect(indexTerm('le')).toBeNull();
  });

  it('measures typos, cut short past the bound', () => {
    expect(editDistance('plombier', 'plombie', 1)).toBe(1);
    expect(editDistance('yaounde', 'yaunde', 1)).toBe(1);
    expect(editDistance('painter', 'plumber', 1)).toBe(2);
  });
});

describe('the help index', () => {
  const index = buildHelpIndex(defaultHelpArticles());

  it('finds an article whatever the accents, case and typos', () => {
    for (const question of [
      'COMMENT PAYER AVEC ORANGE MONEY',
      'comment payer avec orange mony',
      'paiment mobil money',
    ]) {
      const [top] = index.search(question);
      expect(top?.article.id, question).toBe('paiement-mobile-money');
      expect(isConfident(top), question).toBe(true);
    }
  });

  it('is not confident about a question it has no article for', () => {
    const [top] = index.search('quelle est la capitale du Japon');
    expect(isConfident(top)).toBe(false);
    expect(index.search('?')).toEqual([]);
  });
});
