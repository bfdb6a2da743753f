import { describe, expect, it } from 'vitest';
import { answerLanguage, detectLanguage } from './language';

describe('detectLanguage', () => {
  it('reads French, with or without accents', () => {
    for (const text of [
      'Comment payer avec Orange Money ?',
      'ou sont mes reservations',
      'electricien pas cher yaounde',
      "j'ai oublié mon mot de passe",
      'Où est ma réservation',
    ]) {
      expect(detectLanguage(text), text).toBe('fr');
    }
  });

  it('reads English, typos included', () => {
    for (const text of [
      'how do i get verifed',
      'how much does a cleaner cost in Abidjan',
      'where are my bookings',
      'I forgot my password',
    ]) {
      expect(detectLanguage(text), text).toBe('en');
    }
  });

  it('does not guess from words both languages use', () => {
    expect(detectLanguage('orange money')).toBeUndefined();
    expect(detectLanguage('Douala')).toBeUndefined();
    expect(detectLanguage('')).toBeUndefined();
  });
});

describe('answerLanguage', () => {
  it('takes the question’s language, else the page’s, else French', () => {
    expect(answerLanguage('where are my bookings', 'fr')).toBe('en');
    expect(answerLanguage('ou sont mes reservations', 'en')).toBe('fr');
    expect(answerLanguage('mobile money', 'en')).toBe('en');
    expect(answerLanguage('mobile money', undefined)).toBe('fr');
  });
});
