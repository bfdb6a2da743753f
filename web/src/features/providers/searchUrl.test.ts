import { describe, expect, it } from 'vitest';
import { EMPTY_PROVIDER_SEARCH, parseProviderSearch } from '@marketplace/domain';
import { parseAmount } from './SearchForm';
import { activeFilterCount, parseView, servicesHref } from './searchUrl';

const state = (search: string, slug?: string) =>
  parseProviderSearch(new URLSearchParams(search), slug);

describe('servicesHref', () => {
  it('writes the issue’s example back as it was', () => {
    const search = 'q=plombier&location=Douala&category=plumbing';
    expect(servicesHref(state(`${search}&sort=rating`))).toBe(`/services?${search}`);
  });

  it('is /services for the empty search', () => {
    expect(servicesHref(EMPTY_PROVIDER_SEARCH)).toBe('/services');
    expect(servicesHref(EMPTY_PROVIDER_SEARCH, { slugPath: true })).toBe('/services');
  });

  it('keeps slug pages on slug paths, the category out of the query', () => {
    expect(servicesHref(state('location=Douala', 'plumbing'), { slugPath: true })).toBe(
      '/services/plumbing?location=Douala',
    );
    expect(servicesHref(state('location=Douala', 'plumbing'))).toBe(
      '/services?location=Douala&category=plumbing',
    );
  });

  it('round-trips every parameter, with the map view last', () => {
    const search =
      'q=fuite&location=Abidjan&category=plumbing&sort=price&verified=1&minPrice=5000&maxPrice=30000&minRating=4.5&near=5.3600%2C-4.0083&after=p19';
    const href = servicesHref(state(search), { view: 'map' });
    expect(href).toBe(`/services?${search}&view=map`);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(parseProviderSearch(params)).toEqual(state(search));
    expect(parseView(params)).toBe('map');
  });
});

describe('parseView', () => {
  it('is the list unless the map is asked for', () => {
    expect(parseView(new URLSearchParams(''))).toBe('list');
    expect(parseView(new URLSearchParams('view=grid'))).toBe('list');
    expect(parseView(new URLSearchParams('view=map'))).toBe('map');
  });
});

describe('parseAmount', () => {
  it('reads whole FCFA amounts, spaces allowed', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('  ')).toBeUndefined();
    expect(parseAmount('25000')).toBe(25000);
    expect(parseAmount('25 000')).toBe(25000);
    expect(parseAmount('25\u202f000')).toBe(25000);
  });

  it('refuses anything else', () => {
    for (const text of ['5k', '-100', '12.5', '1e5', '1234567890']) {
      expect(parseAmount(text), text).toBeNull();
    }
  });
});

describe('activeFilterCount', () => {
  it('counts each narrowing parameter once, not the order or the page', () => {
    expect(activeFilterCount(EMPTY_PROVIDER_SEARCH)).toBe(0);
    expect(activeFilterCount(state('sort=price&after=p1'))).toBe(0);
    expect(activeFilterCount(state('q=plombier&location=Douala', 'plumbing'))).toBe(3);
    expect(activeFilterCount(state('verified=true&minPrice=1000&maxPrice=5000&minRating=4'))).toBe(
      4,
    );
  });
});
