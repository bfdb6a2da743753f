import { Skeleton } from '@mui/material';
import { lazy, Suspense, useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import type { Language, LatLng } from '@marketplace/domain';
import type { GoogleLocationPickerProps } from './GoogleLocationPicker';
import { mapDisplay, type MapScriptStatus } from './mapPlaces';
import { useOnline } from './useOnline';

/** A chunk that cannot be fetched counts as a failed script: the picker is withdrawn. */
function ChunkFailed({ onStatus }: Pick<GoogleLocationPickerProps, 'onStatus'>) {
  useEffect(() => onStatus('failure'), [onStatus]);
  return null;
}

const GoogleLocationPicker = lazy(
  (): Promise<{ default: ComponentType<GoogleLocationPickerProps> }> =>
    import('./GoogleLocationPicker').catch(() => ({ default: ChunkFailed })),
);

export interface LocationPickerProps {
  /** Draw the map. Closed, the picker still loads the script to tell whether it is available. */
  open: boolean;
  /** The chosen point (the marker), if any. */
  value: LatLng | null;
  /** Where the map starts when nothing is chosen: the user's position or their city's centre. */
  centre: LatLng | undefined;
  language: Language;
  /** Accessible name of the map. */
  label: string;
  /** A click on the map or a dropped marker. */
  onChange: (point: LatLng) => void;
  /**
   * Whether the picker can be offered: true once the Maps script has loaded, false without a
   * key, offline, or when the script fails (or Google refuses the key).
   */
  onAvailableChange: (available: boolean) => void;
  height?: number;
}

/**
 * Choosing a point on a Google map (one draggable marker), when `VITE_GOOGLE_MAPS_API_KEY` is
 * set, the browser is online and the script loads; otherwise it draws nothing and reports
 * itself unavailable, so the form offers no dead control. Without a key the Maps script is never
 * requested.
 */
export function LocationPicker({
  open,
  value,
  centre,
  language,
  label,
  onChange,
  onAvailableChange,
  height = 320,
}: LocationPickerProps) {
  const apiKey = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;
  const online = useOnline();
  const [status, setStatus] = useState<MapScriptStatus>('loading');
  const shown = Boolean(apiKey) && mapDisplay({ apiKey, online, status }) === 'map';
  const available = shown && status === 'success';
  const report = useEffectEvent(onAvailableChange);
  useEffect(() => report(available), [available]);

  if (!apiKey || !shown) return null;
  return (
    <Suspense
      fallback={
        open ? <Skeleton variant="rounded" height={height} data-testid="map-loading" /> : null
      }
    >
      <GoogleLocationPicker
        apiKey={apiKey}
        language={language}
        open={open}
        value={value}
        centre={centre}
        label={label}
        height={height}
        onChange={onChange}
        onStatus={setStatus}
      />
    </Suspense>
  );
}
