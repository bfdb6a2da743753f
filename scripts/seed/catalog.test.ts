import { categorySchema, providerSchema, SERVICE_IDS } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { providerIndexUpdate } from '../../functions/src/triggers/providerIndex';
import { providerDocument } from './catalog';
import { SEED_CATEGORIES } from './data/categories';
import { SEED_PROVIDERS } from './data/providers';

const storedCategories = SEED_CATEGORIES.map(({ slug, ...data }) => ({ slug, data }));
const documents = SEED_PROVIDERS.map((seed) => ({ seed, document: providerDocument(seed) }));

describe('seeded categories', () => {
  it('are valid and carry search keywords in both languages', () => {
    for (const { slug, ...category } of SEED_CATEGORIES) {
      expect(categorySchema.safeParse(category).success, slug).toBe(true);
      expect(category.keywords.length, slug).toBeGreaterThanOrEqual(8);
    }
    const plumbing = SEED_CATEGORIES.find((category) => category.slug === 'plumbing');
    expect(plumbing?.keywords).toEqual(expect.arrayContaining(['plombier', 'plumber']));
  });
});

describe('seeded provider documents', () => {
  it.each(documents.map(({ seed, document }) => [seed.id, document] as const))(
    '%s is a valid provider with availability, portfolio and tokens',
    (_id, document) => {
      expect(providerSchema.parse(document)).toEqual(document);
      expect(Object.keys(document.availability)).toHaveLength(7);
      expect(document.portfolio).toEqual([]);
      expect(document.searchTokens.length).toBeGreaterThan(0);
    },
  );

  it('use the fixed service ids (s01…s20) that the rules accept', () => {
    for (const seed of SEED_PROVIDERS) {
      for (const service of seed.services) expect(SERVICE_IDS, seed.id).toContain(service.id);
    }
  });

  it('are already what the search-token trigger would write (it finds nothing to change)', () => {
    for (const { seed, document } of documents) {
      expect(
        providerIndexUpdate(
          document,
          seed.services.map(({ id: _id, ...service }) => service),
          storedCategories,
        ),
        seed.id,
      ).toBeNull();
    }
  });

  it('find the Douala plumbers by "plombier" and "plumber", scoped to plumbing too', () => {
    const doualaPlumbers = documents.filter(
      ({ document }) => document.city === 'Douala' && document.categories.includes('plumbing'),
    );
    expect(doualaPlumbers.length).toBeGreaterThanOrEqual(2);
    for (const { document } of doualaPlumbers) {
      expect(document.searchTokens).toEqual(
        expect.arrayContaining(['plombier', 'plumber', 'c:plumbing', 'plumbing:plumber']),
      );
    }
  });

  it('find the electricians by "electricien" without its accent', () => {
    const electricians = documents.filter(({ document }) =>
      document.categories.includes('electricity'),
    );
    expect(electricians.length).toBeGreaterThan(0);
    for (const { document } of electricians) {
      expect(document.searchTokens).toContain('electricien');
      expect(document.searchTokens).toContain('electrician');
    }
  });

  it('price from the cheapest priced service', () => {
    const quoteFirst = SEED_PROVIDERS.find((seed) => seed.services[0]?.unit === 'quote');
    expect(quoteFirst).toBeDefined();
    if (!quoteFirst) return;
    const priced = quoteFirst.services.filter((service) => service.unit !== 'quote');
    expect(providerDocument(quoteFirst).priceFromFCFA).toBe(
      Math.min(...priced.map((service) => service.priceFCFA)),
    );
  });
});
