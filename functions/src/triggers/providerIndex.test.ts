import { geohashOf, providerSearchTokens } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import {
  categoryWordsChanged,
  geohashOfStored,
  lowestPrice,
  providerCategorySlugs,
  providerIndexUpdate,
  type StoredCategory,
} from './providerIndex';

const DOUALA = { lat: 4.0483, lng: 9.6985 };

const plumbing: StoredCategory = {
  slug: 'plumbing',
  data: {
    name: { fr: 'Plomberie', en: 'Plumbing' },
    description: { fr: 'Fuites', en: 'Leaks' },
    icon: 'plumbing',
    order: 0,
    active: true,
    keywords: ['plombier', 'plumber', 'fuite', 'leak'],
  },
};
const electricity: StoredCategory = {
  slug: 'electricity',
  data: { name: { fr: 'Électricité', en: 'Electricity' }, keywords: ['électricien'] },
};

const provider = {
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plomberie générale', en: 'General plumbing' },
  about: { fr: 'Douze ans de métier.' },
  categories: ['plumbing'],
  specialties: ['Débouchage'],
  city: 'Douala',
  country: 'CM',
  geo: { ...DOUALA, geohash: geohashOf(DOUALA) },
  priceFromFCFA: 10000,
};

const services = [
  { title: { fr: 'Réparation de fuite', en: 'Leak repair' }, unit: 'fixed', priceFCFA: 10000 },
  { title: { fr: 'Chauffe-eau' }, unit: 'quote', priceFCFA: 0 },
];

/** The provider as the trigger leaves it. */
const indexed = (data: Record<string, unknown>) => {
  const update = providerIndexUpdate(data, services, [plumbing, electricity]);
  const geohash = update?.['geo.geohash'];
  return {
    ...data,
    ...(update?.searchTokens ? { searchTokens: update.searchTokens } : {}),
    ...(update?.priceFromFCFA !== undefined ? { priceFromFCFA: update.priceFromFCFA } : {}),
    ...(geohash ? { geo: { ...(data.geo as object), geohash } } : {}),
  };
};

describe('providerIndexUpdate', () => {
  it('computes the tokens of a new provider from itself, its services and its categories', () => {
    const update = providerIndexUpdate(provider, services, [plumbing, electricity]);
    expect(update).toEqual({ searchTokens: expect.any(Array) });
    const tokens = update?.searchTokens ?? [];
    for (const token of [
      'plombier',
      'plumber',
      'ekwalla',
      'douala',
      'leak',
      'chauffe',
      'c:plumbing',
    ]) {
      expect(tokens).toContain(token);
    }
    expect(tokens).toContain('plumbing:plombier');
    // Only its own categories' words.
    expect(tokens).not.toContain('electricien');
    expect(tokens).not.toContain('c:electricity');
  });

  it('gives what the domain gives for the same provider', () => {
    expect(providerIndexUpdate(provider, services, [plumbing])?.searchTokens).toEqual(
      providerSearchTokens({
        displayName: provider.displayName,
        headline: provider.headline,
        categories: provider.categories,
        specialties: provider.specialties,
        city: provider.city,
        services: services.map(({ title }) => ({ title })),
        categoryWords: [
          {
            slug: 'plumbing',
            name: { fr: 'Plomberie', en: 'Plumbing' },
            keywords: ['plombier', 'plumber', 'fuite', 'leak'],
          },
        ],
      }),
    );
  });

  it('writes nothing once the provider is up to date (no trigger loop)', () => {
    const once = indexed(provider);
    expect(providerIndexUpdate(once, services, [plumbing, electricity])).toBeNull();
  });

  it('writes only the tokens when a service title changes', () => {
    const once = indexed(provider);
    const renamed = [{ ...services[0], title: { fr: 'Recherche de fuite' } }, services[1]];
    const update = providerIndexUpdate(once, renamed, [plumbing]);
    expect(Object.keys(update ?? {})).toEqual(['searchTokens']);
    expect(update?.searchTokens).toContain('recherche');
    expect(update?.searchTokens).not.toContain('repair');
  });

  it('recomputes the price from the cheapest priced service', () => {
    const once = indexed(provider);
    const update = providerIndexUpdate(
      once,
      [...services, { title: { fr: 'Petit dépannage' }, unit: 'hour', priceFCFA: 4000 }],
      [plumbing],
    );
    expect(update?.priceFromFCFA).toBe(4000);
    expect(providerIndexUpdate({ ...once, priceFromFCFA: 1 }, services, [plumbing])).toEqual({
      priceFromFCFA: 10000,
    });
  });

  it('sets the price to null when no service has a price, once', () => {
    const once = indexed(provider);
    const quoteOnly = [services[1]];
    const update = providerIndexUpdate({ ...once, priceFromFCFA: 7000 }, quoteOnly, [plumbing]);
    expect(update).toHaveProperty('priceFromFCFA', null);
    expect(providerIndexUpdate({ ...once, priceFromFCFA: 7000 }, [], [plumbing])).toHaveProperty(
      'priceFromFCFA',
      null,
    );
    const { priceFromFCFA: _price, ...unpriced } = once;
    expect(providerIndexUpdate(unpriced, [], [plumbing])).toHaveProperty('priceFromFCFA', null);
    const unpricedOnce = { ...once, ...update };
    expect(providerIndexUpdate(unpricedOnce, quoteOnly, [plumbing])).toBeNull();
  });

  it('corrects a wrong or missing geohash and leaves invalid coordinates alone', () => {
    const once = indexed(provider);
    expect(
      providerIndexUpdate({ ...once, geo: { ...DOUALA, geohash: 'zzz' } }, services, [plumbing]),
    ).toEqual({ 'geo.geohash': geohashOf(DOUALA) });
    expect(providerIndexUpdate({ ...once, geo: DOUALA }, services, [plumbing])).toEqual({
      'geo.geohash': geohashOf(DOUALA),
    });
    expect(
      providerIndexUpdate({ ...once, geo: { lat: 'x', lng: 9, geohash: 'zzz' } }, services, [
        plumbing,
      ]),
    ).toBeNull();
  });

  it('follows a change of categories and of category keywords', () => {
    const once = indexed(provider);
    const both = providerIndexUpdate(
      { ...once, categories: ['plumbing', 'electricity'] },
      services,
      [plumbing, electricity],
    );
    expect(both?.searchTokens).toEqual(
      expect.arrayContaining(['c:electricity', 'electricien', 'electricity:plombier']),
    );
    const moreKeywords: StoredCategory = {
      slug: 'plumbing',
      data: { ...(plumbing.data as object), keywords: ['plombier', 'sanitaire'] },
    };
    const update = providerIndexUpdate(once, services, [moreKeywords]);
    expect(update?.searchTokens).toContain('sanitaire');
    expect(update?.searchTokens).not.toContain('plumber');
  });

  it('reads malformed stored data leniently', () => {
    const update = providerIndexUpdate(
      {
        displayName: 42,
        headline: 'not a map',
        categories: ['plumbing', 7, null],
        specialties: 'Débouchage',
        city: 'Douala',
      },
      [null, 'x', { title: { fr: 'Fuite' }, unit: 'fixed', priceFCFA: -5 }],
      [plumbing],
    );
    expect(update?.searchTokens).toEqual(
      expect.arrayContaining(['douala', 'fuite', 'plombier', 'c:plumbing']),
    );
    expect(update).toHaveProperty('priceFromFCFA', null);
    expect(providerIndexUpdate(undefined, [], [])).toEqual({
      searchTokens: [],
      priceFromFCFA: null,
    });
  });

  it('reads at most the services a provider may have', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      title: { fr: `Service${index}` },
      unit: 'fixed',
      priceFCFA: 1000 + index,
    }));
    const tokens = providerIndexUpdate(provider, many.reverse(), [plumbing])?.searchTokens ?? [];
    expect(tokens).toContain('service29');
    expect(tokens).not.toContain('service9');
  });
});

describe('lowestPrice', () => {
  it('ignores quote services, unknown units and invalid prices', () => {
    expect(
      lowestPrice([
        { unit: 'quote', priceFCFA: 100 },
        { unit: 'week', priceFCFA: 200 },
        { unit: 'day', priceFCFA: 1.5 },
        { unit: 'day', priceFCFA: '300' },
        { unit: 'day', priceFCFA: 25000 },
        { unit: 'hour', priceFCFA: 5000 },
      ]),
    ).toBe(5000);
    expect(lowestPrice([{ unit: 'quote', priceFCFA: 0 }])).toBeNull();
    expect(lowestPrice([{ unit: 'fixed', priceFCFA: 0 }])).toBe(0);
  });
});

describe('geohashOfStored', () => {
  it('needs two finite coordinates in range', () => {
    expect(geohashOfStored(DOUALA)).toBe(geohashOf(DOUALA));
    expect(geohashOfStored({ lat: 91, lng: 0 })).toBeUndefined();
    expect(geohashOfStored({ lat: Number.NaN, lng: 0 })).toBeUndefined();
    expect(geohashOfStored(null)).toBeUndefined();
  });
});

describe('providerCategorySlugs', () => {
  it('keeps valid slugs once, so that each names a category document', () => {
    expect(
      providerCategorySlugs({
        categories: ['plumbing', 'plumbing', 'air-conditioning', 'a/b', '', 'Plumbing', 3],
      }),
    ).toEqual(['plumbing', 'air-conditioning']);
    expect(providerCategorySlugs({})).toEqual([]);
  });
});

describe('categoryWordsChanged', () => {
  const data = plumbing.data as Record<string, unknown>;

  it('is true for a new or deleted category and for new names or keywords', () => {
    expect(categoryWordsChanged(undefined, data)).toBe(true);
    expect(categoryWordsChanged(data, undefined)).toBe(true);
    expect(categoryWordsChanged(data, { ...data, keywords: ['plombier'] })).toBe(true);
    expect(categoryWordsChanged(data, { ...data, name: { fr: 'Plomberie' } })).toBe(true);
  });

  it('is false when only the order, icon, description or active flag changes', () => {
    expect(
      categoryWordsChanged(data, {
        ...data,
        order: 5,
        icon: 'water',
        active: false,
        description: { fr: 'Autre' },
      }),
    ).toBe(false);
  });
});
