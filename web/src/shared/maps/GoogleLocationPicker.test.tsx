import { render, screen } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GoogleLocationPicker, { type GoogleLocationPickerProps } from './GoogleLocationPicker';

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
    return wrapper.status === 'SUCCESS' && children ? (
      <>{children}</>
    ) : (
      renderStatus(wrapper.status)
    );
  },
}));

type Listener = (event: { latLng: FakeLatLng | null }) => void;

class FakeLatLng {
  constructor(
    private readonly latitude: number,
    private readonly longitude: number,
  ) {}
  lat() {
    return this.latitude;
  }
  lng() {
    return this.longitude;
  }
}
class FakeMarker {
  static all: FakeMarker[] = [];
  listeners = new Map<string, Listener>();
  position: unknown;
  constructor(public options: { map: unknown; position: unknown; draggable: boolean }) {
    this.position = options.position;
    FakeMarker.all.push(this);
  }
  addListener(event: string, listener: Listener) {
    this.listeners.set(event, listener);
    return { remove: () => this.listeners.delete(event) };
  }
  setPosition(position: unknown) {
    this.position = position;
  }
  setMap() {}
}
class FakeMap {
  static all: FakeMap[] = [];
  listeners = new Map<string, Listener>();
  centre: unknown;
  constructor(
    public element: HTMLElement,
    public options: { center: unknown },
  ) {
    this.centre = options.center;
    FakeMap.all.push(this);
  }
  addListener(event: string, listener: Listener) {
    this.listeners.set(event, listener);
    return { remove: () => this.listeners.delete(event) };
  }
  setCenter(centre: unknown) {
    this.centre = centre;
  }
}

function renderPicker(overrides: Partial<GoogleLocationPickerProps> = {}) {
  const props: GoogleLocationPickerProps = {
    apiKey: 'test-key',
    language: 'fr',
    open: true,
    value: null,
    centre: { lat: 4.0511, lng: 9.7679 },
    label: 'Carte de votre position',
    height: 300,
    onChange: vi.fn(),
    onStatus: vi.fn(),
    ...overrides,
  };
  const view = render(<GoogleLocationPicker {...props} />);
  return { props, view };
}

beforeEach(() => {
  wrapper.status = 'SUCCESS';
  wrapper.options.length = 0;
  FakeMarker.all = [];
  FakeMap.all = [];
  vi.stubGlobal('google', { maps: { Map: FakeMap, Marker: FakeMarker } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GoogleLocationPicker', () => {
  it('loads the script with the key and centres the map on the given centre, no marker yet', () => {
    const { props } = renderPicker();
    expect(wrapper.options[0]).toMatchObject({ apiKey: 'test-key', language: 'fr' });
    expect(props.onStatus).toHaveBeenCalledWith('success');
    expect(screen.getByRole('region', { name: 'Carte de votre position' })).toBeDefined();
    expect(FakeMap.all[0]?.centre).toEqual({ lat: 4.0511, lng: 9.7679 });
    expect(FakeMarker.all).toHaveLength(0);
  });

  it('a click on the map places one draggable marker and chooses the point', () => {
    const { props } = renderPicker();
    FakeMap.all[0]?.listeners.get('click')?.({ latLng: new FakeLatLng(4.06, 9.73) });
    expect(props.onChange).toHaveBeenCalledWith({ lat: 4.06, lng: 9.73 });
    expect(FakeMarker.all).toHaveLength(1);
    expect(FakeMarker.all[0]?.options.draggable).toBe(true);
    FakeMap.all[0]?.listeners.get('click')?.({ latLng: new FakeLatLng(4.07, 9.74) });
    expect(FakeMarker.all).toHaveLength(1);
    expect(FakeMarker.all[0]?.position).toEqual({ lat: 4.07, lng: 9.74 });
  });

  it('starts at the chosen point and a dropped marker chooses where it lands', () => {
    const { props } = renderPicker({ value: { lat: 4.1, lng: 9.8 } });
    expect(FakeMap.all[0]?.centre).toEqual({ lat: 4.1, lng: 9.8 });
    expect(FakeMarker.all[0]?.position).toEqual({ lat: 4.1, lng: 9.8 });
    FakeMarker.all[0]?.listeners.get('dragend')?.({ latLng: new FakeLatLng(4.12, 9.81) });
    expect(props.onChange).toHaveBeenCalledWith({ lat: 4.12, lng: 9.81 });
  });

  it('closed, loads the script but draws no map', () => {
    const { props } = renderPicker({ open: false });
    expect(props.onStatus).toHaveBeenCalledWith('success');
    expect(FakeMap.all).toHaveLength(0);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('reports a failed script and draws nothing', () => {
    wrapper.status = 'FAILURE';
    const { props } = renderPicker();
    expect(props.onStatus).toHaveBeenCalledWith('failure');
    expect(FakeMap.all).toHaveLength(0);
    expect(screen.queryByTestId('map-loading')).toBeNull();
  });

  it('reports a key Google refuses', () => {
    const { props } = renderPicker();
    window.gm_authFailure?.();
    expect(props.onStatus).toHaveBeenLastCalledWith('failure');
  });
});
