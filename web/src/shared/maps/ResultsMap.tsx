import { Skeleton } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Language, LatLng } from '@marketplace/domain';
import type { GoogleResultsMapProps } from './GoogleResultsMap';
import {
  groupByCity,
  mapDisplay,
  type CityGroup,
  type MapPlace,
  type MapScriptStatus,
} from './mapPlaces';
import { useOnline } from './useOnline';

/** A chunk that cannot be fetched counts as a failed script: the stand-in takes over. */
function ChunkFailed({ onStatus }: Pick<GoogleResultsMapProps, 'onStatus'>) {
  useEffect(() => onStatus('failure'), [onStatus]);
  return null;
}

const GoogleResultsMap = lazy((): Promise<{ default: ComponentType<GoogleResultsMapProps> }> =>
  import('./GoogleResultsMap').catch(() => ({ default: ChunkFailed })),
);

export interface ResultsMapProps<T extends MapPlace> {
  places: readonly T[];
  /** The user's position or the searched city's centre: distances are measured from it. */
  origin?: LatLng | undefined;
  language: Language;
  /** Accessible name of the map. */
  label: string;
  onSelect: (place: T) => void;
  /** The list grouped by city drawn without a key, offline, or when the script fails. */
  renderStandIn: (groups: CityGroup<T>[]) => ReactNode;
  height?: number;
}

/**
 * Results on a Google map (one marker per place; a click selects it) when
 * `VITE_GOOGLE_MAPS_API_KEY` is set and the script loads; otherwise the same places grouped by
 * city, with their distances from `origin`. Without a key the Maps script is never requested.
 */
export function ResultsMap<T extends MapPlace>({
  places,
  origin,
  language,
  label,
  onSelect,
  renderStandIn,
  height = 420,
}: ResultsMapProps<T>) {
  const apiKey = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;
  const online = useOnline();
  const [status, setStatus] = useState<MapScriptStatus>('loading');
  if (!apiKey || mapDisplay({ apiKey, online, status }) === 'standIn') {
    return <>{renderStandIn(groupByCity(places, origin))}</>;
  }
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={height} data-testid="map-loading" />}>
      <GoogleResultsMap
        apiKey={apiKey}
        language={language}
        places={places}
        origin={origin}
        label={label}
        height={height}
        onSelect={(id) => {
          const place = places.find((item) => item.id === id);
          if (place) onSelect(place);
        }}
        onStatus={setStatus}
      />
    </Suspense>
  );
}
