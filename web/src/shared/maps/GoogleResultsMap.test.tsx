import { render, screen } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GoogleResultsMap, { type GoogleResultsMapProps } from './GoogleResultsMap';

// The wrapper's loader would fetch Google's script: this one reports the status it is told to.
const wrapper = vi.hoisted(() => ({
  status: 'SUCCESS' as 'LOADING' | 'SUCCESS' | 'FAILURE',
  options: [] as Record<string, unknown>[],
}));
vi.mock('@googlemaps/react-wrapper', () => ({
  Status: { LOADING: 'LOADING', SUCCESS: 'SUCCESS', FAILURE: 'FAILURE' },
  Wrapper: ({
    children,
    render: renderStatus,
    callback,
    ...options
  }: {
    children: ReactNode;
    render: (status: string) => ReactElement;
    callback: (status: string) => void;
  }) => {
    wrapper.options.push(options);
    useEffect(() => callback(wrapper.status), [callback]);
    return wrapper.status === 'SUCCESS' ? <>{children}</> : renderStatus(wrapper.status);
  },
}));

/** The parts of google.maps the component uses, recording what it does. */
class FakeMarker {
  static all: FakeMarker[] = [];
  listeners = new Map<string, () => void>();
  map: unknown;
  constructor(public options: { map: unknown; position: unknown; title: string }) {
    this.map = options.map;
    FakeMarker.all.push(this);
  }
  addListener(event: string, listener: () => void) {
    this.listeners.set(event, listener);
  }
  setMap(map: unknown) {
    this.map = map;
  }
}
class FakeMap {
  static all: FakeMap[] = [];
  fitted: unknown[] = [];
  constructor(
    public element: HTMLElement,
    public options: unknown,
  ) {
    FakeMap.all.push(this);
  }
  fitBounds(bounds: unknown) {
    this.fitted.push(bounds);
  }
  setCenter() {}
}
class FakeBounds {
  points: unknown[] = [];
  extend(point: unknown) {
    this.points.push(point);
  }
}

const PLACES = [
  { id: 'a', title: 'Awa', city: 'Douala', lat: 4.05, lng: 9.7 },
  { id: 'b', title: 'Bruno', city: 'Douala', lat: 4.06, lng: 9.75 },
];

function renderMap(overrides: Partial<GoogleResultsMapProps> = {}) {
  const props: GoogleResultsMapProps = {
    apiKey: 'test-key',
    language: 'fr',
    places: PLACES,
    origin: { lat: 4.0511, lng: 9.7679 },
    label: 'Carte des prestataires',
    height: 300,
    onSelect: vi.fn(),
    onStatus: vi.fn(),
    ...overrides,
  };
  render(<GoogleResultsMap {...props} />);
  return props;
}

beforeEach(() => {
  wrapper.status = 'SUCCESS';
  wrapper.options.length = 0;
  FakeMarker.all = [];
  FakeMap.all = [];
  vi.stubGlobal('google', {
    maps: { Map: FakeMap, Marker: FakeMarker, LatLngBounds: FakeBounds },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GoogleResultsMap', () => {
  it('loads the script with the key and draws one marker per place, fitted to all', () => {
    const props = renderMap();
    expect(wrapper.options[0]).toMatchObject({ apiKey: 'test-key', language: 'fr' });
    expect(props.onStatus).toHaveBeenCalledWith('success');
    expect(screen.getByRole('region', { name: 'Carte des prestataires' })).toBeDefined();
    expect(FakeMap.all).toHaveLength(1);
    expect(FakeMarker.all.map((marker) => marker.options.title)).toEqual(['Awa', 'Bruno']);
    expect(FakeMarker.all[0]?.options.position).toEqual({ lat: 4.05, lng: 9.7 });
    // Both places and the origin are in view.
    expect((FakeMap.all[0]?.fitted[0] as FakeBounds).points).toHaveLength(3);
  });

  it('selects the place whose marker is clicked', () => {
    const props = renderMap();
    FakeMarker.all[1]?.listeners.get('click')?.();
    expect(props.onSelect).toHaveBeenCalledWith('b');
  });

  it('reports a failed script and draws nothing', () => {
    wrapper.status = 'FAILURE';
    const props = renderMap();
    expect(props.onStatus).toHaveBeenCalledWith('failure');
    expect(FakeMap.all).toHaveLength(0);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('reports a key Google refuses', () => {
    const props = renderMap();
    window.gm_authFailure?.();
    expect(props.onStatus).toHaveBeenLastCalledWith('failure');
  });

  it('shows a placeholder while the script loads', () => {
    wrapper.status = 'LOADING';
    renderMap();
    expect(screen.getByTestId('map-loading')).toBeDefined();
  });
});
