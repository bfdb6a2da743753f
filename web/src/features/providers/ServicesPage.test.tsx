import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PROVIDER_SEARCH } from '@marketplace/domain';
import type { ActiveCategory } from '../../shared/catalog/categories';
import { useActiveCategories } from '../../shared/catalog/categories';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import { useProviderResults, type ProviderResults, type ProviderWithId } from './api';
import ServicesPage from './ServicesPage';
import { testProvider } from './testing';

vi.mock('./api', () => ({ useProviderResults: vi.fn() }));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));

const resultsMock = vi.mocked(useProviderResults);
const categoriesMock = vi.mocked(useActiveCategories);

const success = <T,>(data: T, fromCache = false): LiveData<T> => ({
  status: 'success',
  data,
  fromCache,
  error: undefined,
});
const page = (providers: ProviderWithId[], nextAfter?: string) =>
  success<ProviderResults>({ providers, nextAfter });
const loading = { status: 'loading', data: undefined, error: undefined } as const;

const category = (slug: string, fr: string, en: string, order: number): ActiveCategory => ({
  slug,
  name: { fr, en },
  description: { fr },
  icon: slug,
  order,
  active: true,
  keywords: [],
});
const CATEGORIES = [
  category('plumbing', 'Plomberie', 'Plumbing', 0),
  category('electricity', 'Électricité', 'Electricity', 1),
];

const PLUMBERS = [
  testProvider(),
  testProvider({
    id: 'seed-provider-02',
    displayName: 'Samuel Nkotto',
    geo: { lat: 4.09, lng: 9.78, geohash: 's0f' },
  }),
  testProvider({
    id: 'seed-provider-30',
    displayName: 'Alain Fouda',
    city: 'Yaoundé',
    geo: { lat: 3.87, lng: 11.52, geohash: 's0e' },
  }),
];

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

function renderAt(url: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {[
            '/services',
            '/services/:categorySlug',
            '/en/services',
            '/en/services/:categorySlug',
          ].map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <>
                  <ServicesPage />
                  <CurrentUrl />
                </>
              }
            />
          ))}
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const url = () => screen.getByTestId('url').textContent;
const lastSearch = () => resultsMock.mock.calls.at(-1)?.[0];
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => fireEvent.submit(screen.getByRole('search'));

/** A browser whose geolocation answers with `outcome`. */
function stubGeolocation(outcome: { lat: number; lng: number } | 'denied' | 'unavailable') {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (typeof outcome === 'object') {
        success({
          coords: { latitude: outcome.lat, longitude: outcome.lng },
        } as GeolocationPosition);
      } else {
        failure?.({
          code: outcome === 'denied' ? 1 : 2,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: outcome,
        } as GeolocationPositionError);
      }
    },
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

beforeEach(() => {
  resultsMock.mockReset().mockReturnValue(page(PLUMBERS));
  categoriesMock.mockReset().mockReturnValue(success(CATEGORIES));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await i18n.changeLanguage('fr');
});

// Whole MUI pages render slowly on a busy machine.
describe('ServicesPage', { timeout: 15_000 }, () => {
  it('reads the whole search from the issue’s example URL', async () => {
    renderAt('/services?q=plombier&location=Douala&category=plumbing&sort=rating');
    expect(lastSearch()).toEqual({
      ...EMPTY_PROVIDER_SEARCH,
      q: 'plombier',
      location: 'Douala',
      category: 'plumbing',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Services : Plomberie' })).toBeDefined();
    expect((field('Quel service ?') as HTMLInputElement).value).toBe('plombier');
    expect(
      ((await screen.findByRole('combobox', { name: 'Où ?' })) as HTMLInputElement).value,
    ).toBe('Douala');
    expect(screen.getByRole('link', { name: 'Plomberie' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('3 prestataires trouvés · Douala')).toBeDefined();
    const results = screen.getByTestId('services-results');
    expect(within(results).getAllByRole('article')).toHaveLength(3);
    // Distances from Douala's centre, the typed city.
    expect(within(results).getAllByText(/du centre de Douala$/)).toHaveLength(3);
  });

  it('reads every filter from the URL', () => {
    renderAt(
      '/services?sort=price&verified=1&minPrice=5000&maxPrice=20000&minRating=4.5&near=4.0511,9.7679&after=p9',
    );
    expect(lastSearch()).toEqual({
      ...EMPTY_PROVIDER_SEARCH,
      sort: 'price',
      verified: true,
      minPrice: 5000,
      maxPrice: 20000,
      minRating: 4.5,
      near: { lat: 4.0511, lng: 9.7679 },
      after: 'p9',
    });
    expect((screen.getByRole('combobox', { name: 'Trier par' }) as HTMLSelectElement).value).toBe(
      'price',
    );
    expect(
      (screen.getByRole('combobox', { name: 'Note minimale' }) as HTMLSelectElement).value,
    ).toBe('4.5');
    expect(
      (screen.getByRole('switch', { name: 'Vérifiés uniquement' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((field('Prix min. (FCFA)') as HTMLInputElement).value).toBe('5000');
    expect(screen.getByText('Autour de ma position')).toBeDefined();
    expect(screen.getAllByText(/^À \d/).length).toBeGreaterThan(0);
  });

  it('on a slug page takes the category from the path and keeps chips on slug pages', () => {
    renderAt('/services/plumbing?location=Douala');
    expect(lastSearch()?.category).toBe('plumbing');
    const chip = screen.getByRole('link', { name: 'Électricité' });
    expect(chip.getAttribute('href')).toBe('/services/electricity?location=Douala');
    expect(screen.getByRole('link', { name: 'Toutes' }).getAttribute('href')).toBe(
      '/services?location=Douala',
    );
    fireEvent.click(chip);
    expect(url()).toBe('/services/electricity?location=Douala');
    expect(lastSearch()?.category).toBe('electricity');
  });

  it('writes what, where and the price range into the URL on submit, from the first page', async () => {
    renderAt('/services?category=plumbing&after=p19');
    fireEvent.change(field('Quel service ?'), { target: { value: ' fuite  ' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Où ?' }), {
      target: { value: 'Abidjan' },
    });
    fireEvent.change(field('Prix min. (FCFA)'), { target: { value: '5 000' } });
    fireEvent.change(field('Prix max. (FCFA)'), { target: { value: '30000' } });
    submit();
    expect(url()).toBe(
      '/services?q=fuite&location=Abidjan&category=plumbing&minPrice=5000&maxPrice=30000',
    );
    expect(lastSearch()).toMatchObject({ q: 'fuite', minPrice: 5000, after: undefined });
  });

  it('refuses a wrong price with a message and keeps what was typed', () => {
    renderAt('/services?q=plombier');
    fireEvent.change(field('Prix min. (FCFA)'), { target: { value: '5k' } });
    fireEvent.change(field('Prix max. (FCFA)'), { target: { value: '1000' } });
    submit();
    expect(
      screen.getByText('Indiquez un montant entier en FCFA, par exemple 25000.'),
    ).toBeDefined();
    expect(url()).toBe('/services?q=plombier');
    fireEvent.change(field('Prix min. (FCFA)'), { target: { value: '5000' } });
    submit();
    expect(screen.getByText('Le prix maximum doit être supérieur au minimum.')).toBeDefined();
    expect(url()).toBe('/services?q=plombier');
    expect((field('Prix min. (FCFA)') as HTMLInputElement).value).toBe('5000');
  });

  it('applies the sort, the minimum rating and verified-only at once', () => {
    renderAt('/services?location=Douala&after=p19');
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier par' }), {
      target: { value: 'price' },
    });
    expect(url()).toBe('/services?location=Douala&sort=price');
    fireEvent.change(screen.getByRole('combobox', { name: 'Note minimale' }), {
      target: { value: '4' },
    });
    expect(url()).toBe('/services?location=Douala&sort=price&minRating=4');
    fireEvent.click(screen.getByRole('switch', { name: 'Vérifiés uniquement' }));
    expect(url()).toBe('/services?location=Douala&sort=price&verified=1&minRating=4');
    fireEvent.change(screen.getByRole('combobox', { name: 'Note minimale' }), {
      target: { value: '' },
    });
    expect(url()).toBe('/services?location=Douala&sort=price&verified=1');
    fireEvent.click(screen.getByRole('link', { name: 'Réinitialiser les filtres' }));
    expect(url()).toBe('/services');
  });

  it('"near me" puts the position in the URL and sorts by distance', async () => {
    const getCurrentPosition = stubGeolocation({ lat: 4.05112, lng: 9.76789 });
    renderAt('/services?category=plumbing');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Près de moi' }));
    });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(url()).toBe('/services?category=plumbing&sort=distance&near=4.0511%2C9.7679');
    expect(lastSearch()).toMatchObject({ sort: 'distance', near: { lat: 4.0511, lng: 9.7679 } });
    const nearChip = screen.getByRole('button', { name: 'Autour de ma position' });
    fireEvent.click(within(nearChip).getByTestId('CancelIcon'));
    expect(url()).toBe('/services?category=plumbing&sort=distance');
  });

  it('says so when the position is refused or unavailable, and keeps the search', async () => {
    stubGeolocation('denied');
    renderAt('/services?q=plombier');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Près de moi' }));
    });
    expect(screen.getByText(/Vous n'avez pas autorisé l'accès à votre position/)).toBeDefined();
    expect(url()).toBe('/services?q=plombier');
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Près de moi' }));
    });
    expect(screen.getByText(/Votre position n'est pas disponible/)).toBeDefined();
  });

  it('explains that sorting by distance needs a place', () => {
    renderAt('/services?sort=distance');
    expect(screen.getByText(/Pour trier par distance, indiquez une ville/)).toBeDefined();
  });

  it('shows the results on the map’s stand-in, grouped by city, without a Maps key', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderAt('/services?location=Douala');
    fireEvent.click(screen.getByRole('button', { name: 'Carte' }));
    expect(url()).toBe('/services?location=Douala&view=map');
    const standIn = screen.getByTestId('map-stand-in');
    const [douala, yaounde] = within(standIn).getAllByTestId('map-stand-in-city');
    if (!douala || !yaounde) throw new Error('two cities expected');
    const cities = [douala, yaounde];
    expect(cities.map((city) => within(city).getByRole('heading').textContent)).toEqual([
      'Douala',
      'Yaoundé',
    ]);
    expect(within(douala).getByText('2 prestataires')).toBeDefined();
    const first = within(douala).getAllByRole('link');
    // Nearest to Douala's centre first.
    expect(first.map((link) => link.textContent)).toEqual(['Samuel Nkotto', 'Jean-Paul Ekwalla']);
    expect(first[1]?.getAttribute('href')).toBe('/providers/seed-provider-01');
    expect(within(douala).getByTestId('stand-in-provider-seed-provider-01').textContent).toMatch(
      /À 7,7 km du centre de Douala · 4,7 \(3 avis\) · À partir de 12 500 FCFA/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Liste' }));
    expect(url()).toBe('/services?location=Douala');
  });

  it('links to the next page after a full page, and back to the first', () => {
    const full = Array.from({ length: 20 }, (_, index) => testProvider({ id: `p${index}` }));
    resultsMock.mockReturnValue(page(full, 'p19'));
    renderAt('/services?category=plumbing');
    expect(screen.getByText('20 prestataires sur cette page')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe(
      '/services?category=plumbing&after=p19',
    );
    expect(screen.queryByRole('link', { name: 'Première page' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Page suivante' }));
    expect(lastSearch()?.after).toBe('p19');
    expect(screen.getByRole('link', { name: 'Première page' }).getAttribute('href')).toBe(
      '/services?category=plumbing',
    );
  });

  it('shows skeletons while loading', () => {
    resultsMock.mockReturnValue(loading);
    renderAt('/services');
    expect(screen.getByTestId('provider-grid-skeleton')).toBeDefined();
    expect(screen.getByTestId('services-results').getAttribute('aria-busy')).toBe('true');
  });

  it('shows an empty state with a reset link', () => {
    resultsMock.mockReturnValue(page([]));
    renderAt('/services?category=plumbing&location=Tunis');
    expect(screen.getByText('Aucun prestataire ne correspond à votre recherche.')).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'Voir tous les prestataires' }));
    expect(url()).toBe('/services');
    expect(lastSearch()).toEqual(EMPTY_PROVIDER_SEARCH);
  });

  it('shows an error message when the search fails', () => {
    resultsMock.mockReturnValue({ status: 'error', data: undefined, error: new Error('x') });
    renderAt('/services');
    expect(screen.getByRole('alert').textContent).toContain(
      'Impossible de charger les prestataires',
    );
  });

  it('says that results read offline from the cache may be out of date', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    resultsMock.mockReturnValue(
      success<ProviderResults>({ providers: PLUMBERS, nextAfter: undefined }, true),
    );
    renderAt('/services');
    expect(screen.getByTestId('offline-note').textContent).toBe(
      'Hors ligne : ces résultats viennent de votre appareil et peuvent ne pas être à jour.',
    );
    vi.restoreAllMocks();
  });

  it('speaks English on English pages and keeps the /en prefix in links', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderAt('/en/services/plumbing?location=Cameroun');
    expect(screen.getByRole('heading', { level: 1, name: 'Services: Plumbing' })).toBeDefined();
    expect(screen.getByText('3 providers found · Cameroon')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Electricity' }).getAttribute('href')).toBe(
      '/en/services/electricity?location=Cameroun',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price' },
    });
    expect(url()).toBe('/en/services/plumbing?location=Cameroun&sort=price');
  });
});
