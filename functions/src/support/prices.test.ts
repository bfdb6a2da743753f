import { describe, expect, it } from 'vitest';
import type { SearchIntent } from './intent';
import { cachedPriceLookup, PRICE_SAMPLE_PROVIDERS, readPriceSummary } from './prices';
import { fakeFirestore } from './testing';

const plumbing = { slug: 'plumbing', name: { fr: 'Plomberie', en: 'Plumbing' }, keywords: [] };
const inDouala: SearchIntent = { category: plumbing, place: { kind: 'city', name: 'Douala' } };

const provider = (city: string, categories = ['plumbing']) => ({
  city,
  country: 'CM',
  categories,
  searchTokens: categories.map((slug) => `c:${slug}`),
  rating: 4.5,
  reviewCount: 3,
});
const service = (priceFCFA: number, unit: string, category = 'plumbing') => ({
  priceFCFA,
  unit,
  category,
});

function catalogue() {
  return fakeFirestore({
    'providers/p1': provider('Douala'),
    'providers/p1/services/a': service(5000, 'fixed'),
    'providers/p1/services/b': service(3000, 'hour'),
    'providers/p1/services/c': service(99_000, 'fixed', 'electricity'),
    'providers/p2': provider('Douala', ['plumbing', 'electricity']),
    'providers/p2/services/a': service(25_000, 'fixed'),
    'providers/p2/services/b': service(0, 'quote'),
    'providers/p3': provider('Douala'),
    'providers/p3/services/a': service(0, 'quote'),
    'providers/p4': provider('Yaoundé'),
    'providers/p4/services/a': service(1000, 'fixed'),
    'providers/p5': provider('Douala', ['cleaning']),
  });
}

describe('readPriceSummary', () => {
  it('gives the range per unit of the category’s services in the place', async () => {
    const store = catalogue();
    expect(await readPriceSummary(store.db, inDouala)).toEqual({
      found: 3,
      priced: 2,
      ranges: [
        { unit: 'fixed', min: 5000, max: 25_000 },
        { unit: 'hour', min: 3000, max: 3000 },
      ],
    });
    // One query for the providers, one per provider for its services.
    expect(store.reads).toEqual([
      'providers',
      'providers/p1/services',
      'providers/p2/services',
      'providers/p3/services',
    ]);
  });

  it('reads a bounded number of providers, anywhere without a place', async () => {
    const store = fakeFirestore(
      Object.fromEntries(
        Array.from({ length: 15 }, (_, index) => [`providers/x${index}`, provider('Dakar')]),
      ),
    );
    const summary = await readPriceSummary(store.db, { category: plumbing, place: null });
    expect(summary).toEqual({ found: PRICE_SAMPLE_PROVIDERS, priced: 0, ranges: [] });
  });
});

describe('cachedPriceLookup', () => {
  it('keeps a summary for a while, and forgets a failed read', async () => {
    const store = catalogue();
    let now = 0;
    const lookup = cachedPriceLookup(() => store.db, { now: () => new Date(now) });
    await lookup(inDouala);
    await lookup(inDouala);
    expect(store.reads.filter((path) => path === 'providers')).toHaveLength(1);
    now += 30_000;
    await lookup(inDouala);
    expect(store.reads.filter((path) => path === 'providers')).toHaveLength(2);

    store.fail(new Error('unavailable'));
    now += 30_000;
    await expect(lookup(inDouala)).rejects.toThrow('unavailable');
    store.fail(null);
    expect((await lookup(inDouala)).found).toBe(3);
  });
});
