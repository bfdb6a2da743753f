import { describe, expect, it } from 'vitest';
import {
  categoryToken,
  categoryWordToken,
  hasAllWords,
  MAX_SEARCH_TOKEN_BYTES,
  MAX_SEARCH_TOKENS,
  MAX_TOKEN_LENGTH,
  providerSearchTokens,
  searchWords,
  textQuery,
  type ProviderTokenSource,
} from './search-tokens';
import { stringSize } from './document-size';

const plumbing = {
  slug: 'plumbing',
  name: { fr: 'Plomberie', en: 'Plumbing' },
  keywords: ['plombier', 'plumber', 'fuite', 'leak', 'chauffe-eau', 'water heater'],
};
const electricity = {
  slug: 'electricity',
  name: { fr: 'Électricité', en: 'Electricity' },
  keywords: ['électricien', 'electrician', 'câblage', 'wiring'],
};
const cleaning = {
  slug: 'cleaning',
  name: { fr: 'Nettoyage', en: 'Cleaning' },
  keywords: ['ménage', 'cleaner'],
};

const plumber: ProviderTokenSource = {
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plombier agréé à Douala', en: 'Licensed plumber in Douala' },
  categories: ['plumbing'],
  specialties: ['Débouchage'],
  city: 'Douala',
  services: [{ title: { fr: 'Réparation de fuite', en: 'Leak repair' } }],
  categoryWords: [plumbing, electricity, cleaning],
};

const electrician: ProviderTokenSource = {
  displayName: 'Awa Koné',
  headline: { fr: 'Installations électriques' },
  categories: ['electricity'],
  specialties: [],
  city: 'Abidjan',
  services: [],
  categoryWords: [plumbing, electricity],
};

/** What a search for `text` (optionally in a category) finds among the given providers. */
function finds(text: string, provider: ProviderTokenSource, category?: string): boolean {
  const tokens = providerSearchTokens(provider);
  const { token, otherWords } = textQuery(text, category);
  return (token === undefined || tokens.includes(token)) && hasAllWords(tokens, otherWords);
}

describe('searchWords', () => {
  it('folds case and accents', () => {
    expect(searchWords('ÉLECTRICIEN Câblage')).toEqual(['electricien', 'cablage']);
    expect(searchWords('électricien')).toEqual(searchWords('Electricien'));
  });

  it('makes plurals singular in both languages', () => {
    expect(searchWords('plombiers cleaners électriciens')).toEqual([
      'plombier',
      'cleaner',
      'electricien',
    ]);
    // Short words and words ending in "ss" are not plurals.
    expect(searchWords('bus gas access')).toEqual(['bus', 'gas', 'access']);
  });

  it('drops French and English stop words and single letters', () => {
    expect(searchWords("Le plombier de l'immeuble à Douala")).toEqual([
      'plombier',
      'immeuble',
      'douala',
    ]);
    expect(searchWords('a plumber for the house in Accra')).toEqual(['plumber', 'house', 'accra']);
    expect(searchWords('de la du et')).toEqual([]);
  });

  it('splits on punctuation and cuts long words', () => {
    expect(searchWords('chauffe-eau, Wi-Fi')).toEqual(['chauffe', 'eau', 'wi', 'fi']);
    const long = 'anticonstitutionnellement';
    expect(searchWords(long)).toEqual([long.slice(0, MAX_TOKEN_LENGTH)]);
  });
});

describe('providerSearchTokens', () => {
  const tokens = providerSearchTokens(plumber);

  it('holds the words of the name, headline, specialties, city and services, folded', () => {
    for (const word of ['jean', 'paul', 'ekwalla', 'plombier', 'agree', 'licensed', 'douala']) {
      expect(tokens).toContain(word);
    }
    expect(tokens).toContain('debouchage');
    expect(tokens).toContain('reparation');
    expect(tokens).toContain('leak');
    expect(tokens).not.toContain('Douala');
    expect(tokens).not.toContain('agréé');
  });

  it('holds the starts of words from three letters', () => {
    expect(tokens).toEqual(expect.arrayContaining(['plo', 'plom', 'plomb', 'plombi']));
    expect(tokens).not.toContain('pl');
  });

  it("holds its own categories' names and keywords in both languages, not other categories'", () => {
    expect(tokens).toEqual(
      expect.arrayContaining(['plomberie', 'plumbing', 'plumber', 'water', 'heater', 'chauffe']),
    );
    expect(tokens).not.toContain('electricien');
    expect(tokens).not.toContain('menage');
  });

  it('holds each category alone and each word within each category', () => {
    expect(tokens).toContain(categoryToken('plumbing'));
    expect(tokens).toContain(categoryWordToken('plumbing', 'plombier'));
    expect(tokens).toContain(categoryWordToken('plumbing', 'plumber'));
    expect(tokens).toContain('plumbing:dou');
    expect(tokens).not.toContain(categoryToken('electricity'));
    expect(tokens.some((token) => token.startsWith('electricity:'))).toBe(false);
  });

  it('keeps the category token when the category document is missing', () => {
    const own = providerSearchTokens({ ...plumber, categoryWords: [] });
    expect(own).toContain('c:plumbing');
    expect(own).not.toContain('heater');
  });

  it('is sorted and without duplicates, so an unchanged provider gives the same array', () => {
    expect(tokens).toEqual([...new Set(tokens)].sort());
    expect(providerSearchTokens({ ...plumber })).toEqual(tokens);
  });

  it('adds the words of every service title in both languages', () => {
    const withService = providerSearchTokens({
      ...electrician,
      services: [{ title: { fr: 'Pose de panneaux solaires', en: 'Solar panel fitting' } }],
    });
    expect(withService).toEqual(expect.arrayContaining(['panneaux', 'solaire', 'solar', 'panel']));
    expect(providerSearchTokens(electrician)).not.toContain('solar');
  });
});

describe('providerSearchTokens within its budget', () => {
  const longTitle = (index: number) =>
    `Installation professionnelle numero ${index} raccordement verification garantie`;
  const categories = ['plumbing', 'electricity', 'cleaning', 'painting', 'gardening'];
  const crowded: ProviderTokenSource = {
    ...plumber,
    categories,
    specialties: Array.from({ length: 10 }, (_, index) => `Specialite${index} particuliere`),
    services: Array.from({ length: 20 }, (_, index) => ({
      title: { fr: longTitle(index), en: `Professional installation number ${index} wiring` },
    })),
    categoryWords: categories.map((slug) => ({
      slug,
      name: { fr: `Catégorie ${slug}`, en: `Category ${slug}` },
      keywords: Array.from({ length: 12 }, (_, index) => `${slug}motcle${index}`),
    })),
  };
  const tokens = providerSearchTokens(crowded);

  it('fills MAX_SEARCH_TOKEN_BYTES without exceeding it, nor MAX_SEARCH_TOKENS', () => {
    const bytes = tokens.reduce((sum, token) => sum + stringSize(token), 0);
    expect(bytes).toBeLessThanOrEqual(MAX_SEARCH_TOKEN_BYTES);
    expect(bytes).toBeGreaterThan(MAX_SEARCH_TOKEN_BYTES - 100);
    expect(tokens.length).toBeLessThanOrEqual(MAX_SEARCH_TOKENS);
    expect(tokens).toEqual([...new Set(tokens)].sort());
  });

  it('stops at MAX_SEARCH_TOKENS when the tokens are short', () => {
    const threeLetters = (n: number) =>
      [676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(n / unit) % 26))).join('');
    const short = providerSearchTokens({
      ...crowded,
      categories: [],
      services: Array.from({ length: 20 }, (_, index) => ({
        title: {
          fr: Array.from({ length: 60 }, (_, word) => threeLetters(index * 60 + word)).join(' '),
        },
      })),
    });
    expect(short.length).toBe(MAX_SEARCH_TOKENS);
  });

  it('keeps every category, then whole words in their order, alone and within each category', () => {
    for (const slug of categories) {
      expect(tokens).toContain(categoryToken(slug));
      expect(tokens).toContain(categoryWordToken(slug, 'plombier'));
      expect(tokens).toContain(categoryWordToken(slug, 'ekwalla'));
    }
    expect(tokens).toContain('ekwalla');
    expect(tokens).toContain('plumbingmotcle11');
    // The service titles come last: past the budget.
    expect(tokens).not.toContain('raccordement');
  });

  it('drops word starts before whole words', () => {
    expect(tokens).toContain('ekwalla');
    expect(tokens).not.toContain('ekw');
    expect(tokens.some((token) => token.startsWith('plumbingmotcle'))).toBe(true);
  });
});

describe('textQuery', () => {
  it('asks for the longest word and leaves the others to the page', () => {
    expect(textQuery('plombier à Douala')).toEqual({ token: 'plombier', otherWords: ['douala'] });
    expect(textQuery('IT network')).toEqual({ token: 'network', otherWords: ['it'] });
  });

  it('scopes the word to the category', () => {
    expect(textQuery('Plombier', 'plumbing')).toEqual({
      token: 'plumbing:plombier',
      otherWords: [],
    });
  });

  it('asks for the category alone when nothing searchable was typed', () => {
    expect(textQuery('', 'plumbing')).toEqual({ token: 'c:plumbing', otherWords: [] });
    expect(textQuery('  de la  ', 'cleaning')).toEqual({ token: 'c:cleaning', otherWords: [] });
    expect(textQuery('')).toEqual({ token: undefined, otherWords: [] });
    expect(textQuery('le')).toEqual({ token: undefined, otherWords: [] });
  });

  it('folds and singularises what is typed as the tokens are', () => {
    expect(textQuery('ÉLECTRICIENS').token).toBe('electricien');
    expect(textQuery('plombier plombiers')).toEqual({ token: 'plombier', otherWords: [] });
  });
});

describe('finding a provider', () => {
  it.each(['plombier', 'Plombiers', 'plumber', 'PLUMBERS', 'plomberie', 'plumbing', 'plomb'])(
    '%j finds the plumber, also within plumbing',
    (text) => {
      expect(finds(text, plumber)).toBe(true);
      expect(finds(text, plumber, 'plumbing')).toBe(true);
      expect(finds(text, electrician)).toBe(false);
    },
  );

  it.each(['electricien', 'Électricien', 'electrician', 'électricité', 'cablage'])(
    '%j finds the electrician',
    (text) => {
      expect(finds(text, electrician)).toBe(true);
      expect(finds(text, electrician, 'electricity')).toBe(true);
      expect(finds(text, plumber)).toBe(false);
    },
  );

  it('needs every typed word', () => {
    expect(finds('plombier Douala', plumber)).toBe(true);
    expect(finds('plombier Abidjan', plumber)).toBe(false);
    expect(finds('plumber leak', plumber)).toBe(true);
  });

  it('does not find a provider in a category it is not in', () => {
    expect(finds('plombier', plumber, 'electricity')).toBe(false);
    expect(finds('', plumber, 'electricity')).toBe(false);
    expect(finds('', plumber, 'plumbing')).toBe(true);
  });
});

describe('hasAllWords', () => {
  it('is true without words and when every word is a token', () => {
    expect(hasAllWords([], [])).toBe(true);
    expect(hasAllWords(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(hasAllWords(['a'], ['a', 'b'])).toBe(false);
  });
});
