import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoogleResultsMapProps } from './GoogleResultsMap';
import type { MapPlace } from './mapPlaces';
import { ResultsMap } from './ResultsMap';

// The real module would load Google's script; this double records that it was asked for.
const mapRenders = vi.hoisted(() => [] as GoogleResultsMapProps[]);
vi.mock('./GoogleResultsMap', () => ({
  default: (props: GoogleResultsMapProps) => {
    mapRenders.push(props);
    return <div data-testid="google-map">{props.places.length}</div>;
  },
}));

const PLACES: MapPlace[] = [
  { id: 'a', title: 'Awa', city: 'Dakar', lat: 14.7, lng: -17.4 },
  { id: 'b', title: 'Bruno', city: 'Douala', lat: 4.05, lng: 9.77 },
];

function renderMap() {
  return render(
    <ResultsMap
      places={PLACES}
      language="fr"
      label="Carte"
      onSelect={() => {}}
      renderStandIn={(groups) => (
        <ul data-testid="stand-in">
          {groups.map((group) => (
            <li key={group.city}>{group.city}</li>
          ))}
        </ul>
      )}
    />,
  );
}

const setOnline = (online: boolean) =>
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  mapRenders.length = 0;
});

describe('ResultsMap', () => {
  it('without a key shows the places grouped by city and never loads the map', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderMap();
    expect(screen.getByTestId('stand-in').textContent).toBe('DakarDouala');
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('google-map')).toBeNull();
    expect(mapRenders).toHaveLength(0);
  });

  it('with a key, online, draws the Google map with every place', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    setOnline(true);
    renderMap();
    expect((await screen.findByTestId('google-map')).textContent).toBe('2');
    expect(mapRenders[0]).toMatchObject({ apiKey: 'test-key', language: 'fr', label: 'Carte' });
    expect(screen.queryByTestId('stand-in')).toBeNull();
  });

  it('falls back to the stand-in when the script fails', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    setOnline(true);
    renderMap();
    await screen.findByTestId('google-map');
    act(() => mapRenders[0]?.onStatus('failure'));
    expect(screen.getByTestId('stand-in')).toBeDefined();
    expect(screen.queryByTestId('google-map')).toBeNull();
  });

  it('offline, shows the stand-in even with a key', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    setOnline(false);
    renderMap();
    expect(screen.getByTestId('stand-in')).toBeDefined();
    await act(() => Promise.resolve());
    expect(mapRenders).toHaveLength(0);
  });

  it('switches to the stand-in when the connection drops', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    const online = setOnline(true);
    renderMap();
    await screen.findByTestId('google-map');
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('stand-in')).toBeDefined();
  });
});
