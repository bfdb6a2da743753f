import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleLocationPickerProps } from './GoogleLocationPicker';
import { LocationPicker } from './LocationPicker';

// The real module would load Google's script; this double records that it was asked for.
const picker = vi.hoisted(() => ({
  status: 'success' as 'loading' | 'success' | 'failure',
  renders: [] as GoogleLocationPickerProps[],
}));
vi.mock('./GoogleLocationPicker', () => ({
  default: function FakePicker(props: GoogleLocationPickerProps) {
    picker.renders.push(props);
    const { onStatus } = props;
    useEffect(() => onStatus(picker.status), [onStatus]);
    return props.open ? <div data-testid="google-picker" /> : null;
  },
}));

function renderPicker(open = true) {
  const onAvailableChange = vi.fn();
  const onChange = vi.fn();
  render(
    <LocationPicker
      open={open}
      value={null}
      centre={{ lat: 4.0511, lng: 9.7679 }}
      language="fr"
      label="Carte"
      onChange={onChange}
      onAvailableChange={onAvailableChange}
    />,
  );
  return { onAvailableChange, onChange };
}

const setOnline = (online: boolean) =>
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => {
  picker.status = 'success';
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  picker.renders.length = 0;
});

describe('LocationPicker', () => {
  it('without a key is unavailable and never loads the map', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    const { onAvailableChange } = renderPicker();
    await act(() => Promise.resolve());
    expect(picker.renders).toHaveLength(0);
    expect(onAvailableChange).toHaveBeenLastCalledWith(false);
    expect(onAvailableChange).not.toHaveBeenCalledWith(true);
  });

  it('with a key, online, loads the picker and reports it available once loaded', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    setOnline(true);
    const { onAvailableChange } = renderPicker();
    await screen.findByTestId('google-picker');
    expect(picker.renders[0]).toMatchObject({ apiKey: 'test-key', language: 'fr', label: 'Carte' });
    await waitFor(() => expect(onAvailableChange).toHaveBeenLastCalledWith(true));
  });

  it('closed, still loads the script (to know) but draws no map', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    setOnline(true);
    const { onAvailableChange } = renderPicker(false);
    await act(() => Promise.resolve());
    await act(() => Promise.resolve());
    expect(picker.renders[0]).toMatchObject({ open: false });
    expect(screen.queryByTestId('google-picker')).toBeNull();
    expect(onAvailableChange).toHaveBeenLastCalledWith(true);
  });

  it('is withdrawn when the script fails', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    setOnline(true);
    const { onAvailableChange } = renderPicker();
    await waitFor(() => expect(onAvailableChange).toHaveBeenLastCalledWith(true));
    act(() => picker.renders[0]?.onStatus('failure'));
    expect(screen.queryByTestId('google-picker')).toBeNull();
    expect(onAvailableChange).toHaveBeenLastCalledWith(false);
  });

  it('offline, is unavailable even with a key', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    setOnline(false);
    const { onAvailableChange } = renderPicker();
    await act(() => Promise.resolve());
    expect(picker.renders).toHaveLength(0);
    expect(onAvailableChange).toHaveBeenLastCalledWith(false);
  });
});
