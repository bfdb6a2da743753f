import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { geohashOf } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import type { GoogleLocationPickerProps } from '../../shared/maps/GoogleLocationPicker';
import type { ProviderDraft } from './draft';
import { LocationStep } from './LocationStep';
import { validDraft } from './testing';
import { buildSubmission } from './validation';

// The real picker would load Google's script: this one reports the status it is told to and
// "clicks the map" at a fixed point.
const picker = vi.hoisted(() => ({
  status: 'success' as 'loading' | 'success' | 'failure',
  renders: [] as GoogleLocationPickerProps[],
}));
vi.mock('../../shared/maps/GoogleLocationPicker', () => ({
  default: function FakePicker(props: GoogleLocationPickerProps) {
    picker.renders.push(props);
    const { onStatus } = props;
    useEffect(() => onStatus(picker.status), [onStatus]);
    return props.open ? (
      <button type="button" onClick={() => props.onChange({ lat: 4.0612, lng: 9.7321 })}>
        map-click
      </button>
    ) : null;
  },
}));

const POINT = { lat: 4.0612, lng: 9.7321 };

function renderStep(initial: ProviderDraft = validDraft()) {
  const state = { draft: initial };
  function Harness() {
    const [draft, setDraft] = useState(initial);
    state.draft = draft;
    return (
      <LocationStep
        draft={draft}
        change={(update) => setDraft(update)}
        message={() => undefined}
        language="fr"
        categories={undefined}
        categoriesFailed={false}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return state;
}

const mapOption = () => screen.queryByRole('radio', { name: 'Choisir sur la carte' });

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  picker.status = 'success';
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  picker.renders.length = 0;
});

describe('LocationStep: choosing on the map', () => {
  it('without a Maps key offers only the city centre and the device position', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderStep();
    await act(() => Promise.resolve());
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(mapOption()).toBeNull();
    expect(picker.renders).toHaveLength(0);
  });

  it('with a key and a loaded script, a point chosen on the map becomes the geo', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    const state = renderStep();
    const option = await screen.findByRole('radio', { name: 'Choisir sur la carte' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    // Loaded to know it is available, but no map is drawn before the option is chosen.
    expect(screen.queryByRole('button', { name: 'map-click' })).toBeNull();

    fireEvent.click(option);
    expect(state.draft.positionMode).toBe('map');
    // Nothing chosen yet: the map starts at Douala's centre.
    expect(picker.renders.at(-1)).toMatchObject({ open: true, value: null });
    expect(picker.renders.at(-1)?.centre).toMatchObject({ lat: 4.0511, lng: 9.7679 });

    fireEvent.click(screen.getByRole('button', { name: 'map-click' }));
    expect(state.draft.mapPosition).toEqual(POINT);
    expect(screen.getByTestId('map-chosen').textContent).toContain('4.0612');
    const result = buildSubmission(state.draft, 'basic');
    expect(result.ok && result.submission.profile.geo).toEqual({
      ...POINT,
      geohash: geohashOf(POINT),
    });
  });

  it('does not offer the map when the script fails to load', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    picker.status = 'failure';
    renderStep();
    await act(() => Promise.resolve());
    await act(() => Promise.resolve());
    expect(picker.renders.length).toBeGreaterThan(0);
    expect(mapOption()).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('withdraws the option when Google refuses the key after loading', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    renderStep();
    await screen.findByRole('radio', { name: 'Choisir sur la carte' });
    act(() => picker.renders.at(-1)?.onStatus('failure'));
    expect(mapOption()).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('offline, never loads the map and does not offer it', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderStep();
    await act(() => Promise.resolve());
    expect(mapOption()).toBeNull();
    expect(picker.renders).toHaveLength(0);
  });

  it('keeps a point chosen earlier visible when the map is no longer available', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    renderStep(validDraft({ positionMode: 'map', mapPosition: POINT }));
    await act(() => Promise.resolve());
    expect(mapOption()).toHaveProperty('checked', true);
    expect(screen.getByText(/La carte n'est pas disponible/)).toBeDefined();
    expect(screen.getByTestId('map-chosen').textContent).toContain('4.0612');
  });
});
