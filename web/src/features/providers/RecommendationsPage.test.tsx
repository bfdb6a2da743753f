import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PROVIDER_SEARCH } from '@marketplace/domain';
import { AuthContext, type AuthState } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { useActiveCategories } from '../../shared/catalog/categories';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import {
  useLocationPreferences,
  useProviderResults,
  type LocationPreferences,
  type ProviderResults,
} from './api';
import RecommendationsPage, { recommendationMode } from './RecommendationsPage';
import { testProvider } from './testing';

vi.mock('./api', () => ({ useProviderResults: vi.fn(), useLocationPreferences: vi.fn() }));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));

const resultsMock = vi.mocked(useProviderResults);
const preferencesMock = vi.mocked(useLocationPreferences);
const categoriesMock = vi.mocked(useActiveCategories);

const success = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});
const loading = { status: 'loading', data: undefined, error: undefined } as const;

const DOUALA = { lat: 4.0511, lng: 9.7679 };
const PROVIDERS = [
  testProvider(),
  testProvider({
    id: 'seed-provider-02',
    displayName: 'Samuel Nkotto',
    geo: { lat: 4.09, lng: 9.78, geohash: 's0f' },
  }),
];

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

function renderAt(url: string, state: AuthState = { status: 'signedOut' }) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={{ state, signOut: async () => {} }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {['/recommendations', '/en/recommendations'].map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <>
                    <RecommendationsPage />
                    <CurrentUrl />
                  </>
                }
              />
            ))}
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}

const signedIn = (): AuthState => ({ status: 'signedIn', user: testUser({ id: 'u1' }) });
const lastSearch = () => resultsMock.mock.calls.at(-1)?.[0];
const mode = () => screen.getByTestId('recommendations-mode').textContent;

/** A browser whose geolocation answers with `outcome`, and whose permission is `permission`. */
function stubGeolocation(
  outcome: { lat: number; lng: number } | 'denied',
  permission: PermissionState = 'prompt',
) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (outcome === 'denied') {
        failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
      } else {
        success({
          coords: { latitude: outcome.lat, longitude: outcome.lng },
        } as GeolocationPosition);
      }
    },
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    geolocation: { getCurrentPosition },
    permissions: { query: vi.fn(async () => ({ state: permission })) },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  resultsMock
    .mockReset()
    .mockReturnValue(success<ProviderResults>({ providers: PROVIDERS, nextAfter: undefined }));
  preferencesMock.mockReset().mockReturnValue(loading);
  categoriesMock.mockReset().mockReturnValue(success([]));
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await i18n.changeLanguage('fr');
});

describe('recommendationMode', () => {
  const base = {
    settingsKnown: true,
    locationAllowed: true,
    geolocation: 'idle' as const,
    position: undefined,
    pickedCity: '',
    profileCity: '',
  };

  it('prefers a picked city, then the position, then the profile’s city', () => {
    expect(recommendationMode({ ...base, pickedCity: 'Dakar', position: DOUALA })).toEqual({
      kind: 'city',
      city: 'Dakar',
      reason: 'picked',
    });
    expect(
      recommendationMode({
        ...base,
        geolocation: 'located',
        position: DOUALA,
        profileCity: 'Lomé',
      }),
    ).toEqual({ kind: 'nearby', position: DOUALA });
    expect(recommendationMode({ ...base, profileCity: 'Douala' })).toEqual({
      kind: 'city',
      city: 'Douala',
      reason: 'notAsked',
    });
  });

  it('ignores the position when the account’s setting forbids it', () => {
    expect(
      recommendationMode({
        ...base,
        locationAllowed: false,
        geolocation: 'located',
        position: DOUALA,
        profileCity: 'Douala',
      }),
    ).toEqual({ kind: 'city', city: 'Douala', reason: 'settingOff' });
  });

  it('waits for the settings and for the position, then asks for a city', () => {
    expect(recommendationMode({ ...base, settingsKnown: false })).toEqual({ kind: 'waiting' });
    expect(recommendationMode({ ...base, geolocation: 'locating' })).toEqual({ kind: 'waiting' });
    expect(recommendationMode({ ...base, geolocation: 'denied' })).toEqual({
      kind: 'chooseCity',
      reason: 'denied',
    });
    expect(
      recommendationMode({ ...base, locationAllowed: false, settingsUnreadable: true }),
    ).toEqual({ kind: 'chooseCity', reason: 'settingUnknown' });
  });
});

// Whole MUI pages render slowly on a busy machine.
describe('RecommendationsPage', { timeout: 15_000 }, () => {
  it('signed out: the position finds providers nearby, nearest first, with distances', async () => {
    const getCurrentPosition = stubGeolocation(DOUALA);
    renderAt('/recommendations');
    expect(lastSearch()).toBeNull();
    expect(mode()).toMatch(/Utilisez votre position/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(lastSearch()).toEqual({
      ...EMPTY_PROVIDER_SEARCH,
      near: DOUALA,
      sort: 'distance',
    });
    expect(mode()).toBe(
      'Les prestataires à moins de 50 km de votre position, du plus proche au plus éloigné.',
    );
    expect(screen.getByText('2 prestataires à moins de 50 km de vous')).toBeDefined();
    const standIn = screen.getByTestId('map-stand-in');
    const links = within(standIn).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Samuel Nkotto', 'Jean-Paul Ekwalla']);
    expect(within(standIn).getByTestId('stand-in-provider-seed-provider-01').textContent).toMatch(
      /Jean-Paul EkwallaÀ 7,7 km · 4,7 \(3 avis\)/,
    );
  });

  it('uses the position at once when the browser already grants it', async () => {
    const getCurrentPosition = stubGeolocation(DOUALA, 'granted');
    renderAt('/recommendations');
    await act(() => Promise.resolve());
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(lastSearch()).toMatchObject({ near: DOUALA, sort: 'distance' });
  });

  it('refused: explains it, and a picked city shows its best rated', async () => {
    stubGeolocation('denied');
    renderAt('/recommendations?category=plumbing');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    });
    expect(mode()).toMatch(
      /Vous n'avez pas autorisé l'accès à votre position\. Choisissez une ville/,
    );
    expect(lastSearch()).toBeNull();
    const form = screen.getByTestId('recommendations-city-form');
    fireEvent.submit(form);
    expect(screen.getByText('Indiquez une ville.')).toBeDefined();
    fireEvent.change(screen.getByRole('combobox', { name: 'Ville' }), {
      target: { value: 'douala' },
    });
    fireEvent.submit(form);
    expect(screen.getByTestId('url').textContent).toBe(
      '/recommendations?city=douala&category=plumbing',
    );
    expect(lastSearch()).toEqual({
      ...EMPTY_PROVIDER_SEARCH,
      location: 'douala',
      category: 'plumbing',
    });
    expect(mode()).toBe('Les prestataires les mieux notés de Douala.');
    expect(screen.getByText('Les 2 prestataires les mieux notés à Douala')).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Tous les résultats de la ville' }).getAttribute('href'),
    ).toBe('/services?location=Douala&category=plumbing');
  });

  it('signed in with location access off: the account’s city, never the position', async () => {
    const getCurrentPosition = stubGeolocation(DOUALA, 'granted');
    preferencesMock.mockReturnValue(
      success<LocationPreferences | null>({ city: 'Douala', locationAccess: false }),
    );
    renderAt('/recommendations', signedIn());
    await act(() => Promise.resolve());
    expect(preferencesMock).toHaveBeenLastCalledWith('u1');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Utiliser ma position' })).toBeNull();
    expect(mode()).toMatch(/L'accès à votre position est désactivé dans vos paramètres/);
    expect(screen.getByRole('link', { name: 'Modifier mes paramètres' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(lastSearch()).toEqual({ ...EMPTY_PROVIDER_SEARCH, location: 'Douala' });
  });

  it('signed in with location access on: asks the browser', async () => {
    const getCurrentPosition = stubGeolocation(DOUALA);
    preferencesMock.mockReturnValue(
      success<LocationPreferences | null>({ city: 'Yaoundé', locationAccess: true }),
    );
    renderAt('/recommendations', signedIn());
    expect(lastSearch()).toMatchObject({ location: 'Yaoundé' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(lastSearch()).toMatchObject({ near: DOUALA, sort: 'distance', location: '' });
  });

  it('shows the list view and English texts', async () => {
    await act(() => i18n.changeLanguage('en'));
    stubGeolocation('denied');
    renderAt('/en/recommendations?city=Dakar&view=list');
    expect(mode()).toBe('The top-rated providers in Dakar.');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByTestId('url').textContent).toBe('/en/recommendations?city=Dakar');
  });
});
