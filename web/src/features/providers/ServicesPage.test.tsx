import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveCategory } from '../../shared/catalog/categories';
import { useActiveCategories } from '../../shared/catalog/categories';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import type { ProviderWithId } from './api';
import { useProviderSearch } from './api';
import ServicesPage from './ServicesPage';

vi.mock('./api', () => ({ PROVIDER_SEARCH_LIMIT: 20, useProviderSearch: vi.fn() }));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));

const searchMock = vi.mocked(useProviderSearch);
const categoriesMock = vi.mocked(useActiveCategories);

const success = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});
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

const provider = (id: string): ProviderWithId => ({
  id,
  displayName: `Provider ${id}`,
  headline: { fr: 'Plombier', en: 'Plumber' },
  about: { fr: '…' },
  categories: ['plumbing'],
  specialties: [],
  experienceYears: 3,
  city: 'Douala',
  country: 'CM',
  geo: { lat: 4, lng: 9, geohash: 's0' },
  priceFromFCFA: 10000,
  languages: ['fr'],
  contact: {},
  verified: false,
  verificationStatus: 'unverified',
  rating: 4,
  reviewCount: 2,
});

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

const lastFilters = () => searchMock.mock.calls.at(-1)?.[0];

beforeEach(() => {
  searchMock.mockReset().mockReturnValue(success([provider('a'), provider('b')]));
  categoriesMock.mockReset().mockReturnValue(success(CATEGORIES));
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('ServicesPage', () => {
  it('without parameters, searches everything and says how many were found', () => {
    renderAt('/services');
    expect(lastFilters()).toEqual({ category: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeDefined();
    const results = screen.getByTestId('services-results');
    expect(within(results).getByText('2 prestataires trouvés')).toBeDefined();
    expect(screen.getByTestId('provider-card-a')).toBeDefined();
    expect(screen.getByTestId('provider-card-b')).toBeDefined();
  });

  it('reads ?category= and a city ?location=, in its canonical spelling', () => {
    renderAt('/services?category=plumbing&location=yaounde');
    expect(lastFilters()).toEqual({ category: 'plumbing', city: 'Yaoundé' });
    expect(screen.getByRole('heading', { level: 1, name: 'Services : Plomberie' })).toBeDefined();
    expect(screen.getByText('2 prestataires trouvés · Yaoundé')).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Où ?' }).value).toBe('yaounde');
  });

  it('turns a country name or code into a country filter', () => {
    renderAt('/services?location=S%C3%A9n%C3%A9gal');
    expect(lastFilters()).toEqual({ category: undefined, country: 'SN' });
    expect(screen.getByText('2 prestataires trouvés · Sénégal')).toBeDefined();
  });

  it('lets the path category win over ?category=', () => {
    renderAt('/services/electricity?category=plumbing&location=CM');
    expect(lastFilters()).toEqual({ category: 'electricity', country: 'CM' });
    expect(screen.getByRole('heading', { level: 1, name: 'Services : Électricité' })).toBeDefined();
  });

  it('resolves a typed service ?q= to its category once the categories are known', () => {
    renderAt('/services?q=plombier&location=Douala');
    expect(lastFilters()).toEqual({ category: 'plumbing', city: 'Douala' });
    expect(screen.getByRole('heading', { level: 1, name: 'Services : Plomberie' })).toBeDefined();
  });

  it('reads nothing while the categories needed to resolve ?q= are loading', () => {
    categoriesMock.mockReturnValue(loading);
    renderAt('/services?q=plombier');
    expect(lastFilters()).toBeNull();
  });

  it('says so when ?q= names no category, and shows every provider', () => {
    renderAt('/services?q=moto');
    expect(lastFilters()).toEqual({ category: undefined });
    expect(screen.getByRole('alert').textContent).toContain('« moto »');
  });

  it('uses an unknown city as typed, capitalised', () => {
    renderAt('/services?location=%20limb%C3%A9%20');
    expect(lastFilters()).toEqual({ category: undefined, city: 'Limbé' });
  });

  it('links category chips to ?category=, keeping the location', () => {
    renderAt('/services/plumbing?location=Douala');
    const chip = screen.getByRole('link', { name: 'Électricité' });
    expect(chip.getAttribute('href')).toBe('/services?category=electricity&location=Douala');
    expect(screen.getByRole('link', { name: 'Plomberie' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Toutes' }).getAttribute('href')).toBe(
      '/services?location=Douala',
    );
    fireEvent.click(chip);
    expect(screen.getByTestId('url').textContent).toBe(
      '/services?category=electricity&location=Douala',
    );
    expect(lastFilters()).toEqual({ category: 'electricity', city: 'Douala' });
  });

  it('writes the typed location into the URL on submit, keeping the category', () => {
    renderAt('/services?category=plumbing');
    const field = screen.getByRole('combobox', { name: 'Où ?' });
    fireEvent.change(field, { target: { value: 'Abidjan' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('url').textContent).toBe(
      '/services?category=plumbing&location=Abidjan',
    );
    expect(lastFilters()).toEqual({ category: 'plumbing', city: 'Abidjan' });
  });

  it('removes the location when the field is emptied', () => {
    renderAt('/services?location=Dakar&category=cleaning');
    const field = screen.getByRole('combobox', { name: 'Où ?' });
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('url').textContent).toBe('/services?category=cleaning');
  });

  it('shows skeletons while loading', () => {
    searchMock.mockReturnValue(loading);
    renderAt('/services');
    expect(screen.getByTestId('provider-grid-skeleton')).toBeDefined();
    expect(screen.getByTestId('services-results').getAttribute('aria-busy')).toBe('true');
  });

  it('shows an empty state with a reset link', () => {
    searchMock.mockReturnValue(success([]));
    renderAt('/services?category=plumbing&location=Tunis');
    expect(screen.getByText('Aucun prestataire ne correspond à votre recherche.')).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'Voir tous les prestataires' }));
    expect(screen.getByTestId('url').textContent).toBe('/services');
    expect(lastFilters()).toEqual({ category: undefined });
  });

  it('shows an error message when the search fails', () => {
    searchMock.mockReturnValue({ status: 'error', data: undefined, error: new Error('offline') });
    renderAt('/services');
    expect(screen.getByRole('alert').textContent).toContain(
      'Impossible de charger les prestataires',
    );
  });

  it('speaks English on English pages and keeps the /en prefix in links', async () => {
    await act(() => i18n.changeLanguage('en'));
    searchMock.mockReturnValue(success(Array.from({ length: 20 }, (_, i) => provider(`p${i}`))));
    renderAt('/en/services/plumbing?location=Cameroun');
    expect(screen.getByRole('heading', { level: 1, name: 'Services: Plumbing' })).toBeDefined();
    expect(screen.getByText('The 20 top-rated providers · Cameroon')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Electricity' }).getAttribute('href')).toBe(
      '/en/services?category=electricity&location=Cameroun',
    );
  });
});
