/// <reference types="google.maps" />
import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { Box, Skeleton } from '@mui/material';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Language, LatLng } from '@marketplace/domain';
import type { MapPlace, MapScriptStatus } from './mapPlaces';
import { mapsLoaderLanguage, useMapsScriptStatus } from './mapsLoader';

/**
 * The Google map itself, in its own chunk: `ResultsMap` imports it only when a Maps key is
 * configured and the browser is online, so neither the wrapper nor Google's script is fetched
 * otherwise.
 */
export interface GoogleResultsMapProps {
  apiKey: string;
  language: Language;
  places: readonly MapPlace[];
  origin: LatLng | undefined;
  label: string;
  height: number;
  onSelect: (id: string) => void;
  onStatus: (status: MapScriptStatus) => void;
}

export default function GoogleResultsMap({
  apiKey,
  language,
  height,
  onStatus,
  ...mapProps
}: GoogleResultsMapProps) {
  const loaderLanguage = mapsLoaderLanguage(language);
  const scriptStatus = useMapsScriptStatus(onStatus);
  return (
    <Wrapper
      apiKey={apiKey}
      language={loaderLanguage}
      callback={scriptStatus}
      render={(status) =>
        status === Status.FAILURE ? (
          <></>
        ) : (
          <Skeleton variant="rounded" height={height} data-testid="map-loading" />
        )
      }
    >
      <MarkersMap height={height} {...mapProps} />
    </Wrapper>
  );
}

const DEFAULT_CENTRE = { lat: 4.0511, lng: 9.7679 };

function MarkersMap({
  places,
  origin,
  label,
  height,
  onSelect,
}: Omit<GoogleResultsMapProps, 'apiKey' | 'language' | 'onStatus'>) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const select = useEffectEvent(onSelect);
  // Compared by value: a new origin object with the same coordinates redraws nothing.
  const originLat = origin?.lat;
  const originLng = origin?.lng;

  useEffect(() => {
    if (!element.current) return;
    const centre =
      originLat !== undefined && originLng !== undefined
        ? { lat: originLat, lng: originLng }
        : undefined;
    map.current ??= new google.maps.Map(element.current, {
      center: centre ?? places[0] ?? DEFAULT_CENTRE,
      zoom: 11,
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
    });
    const current = map.current;
    const markers = places.map((place) => {
      const marker = new google.maps.Marker({
        map: current,
        position: { lat: place.lat, lng: place.lng },
        title: place.title,
      });
      marker.addListener('click', () => select(place.id));
      return marker;
    });
    const bounds = new google.maps.LatLngBounds();
    for (const place of places) bounds.extend({ lat: place.lat, lng: place.lng });
    if (centre) bounds.extend(centre);
    if (places.length > 1 || (places.length === 1 && centre)) current.fitBounds(bounds, 48);
    else if (places[0]) current.setCenter(places[0]);
    return () => {
      for (const marker of markers) marker.setMap(null);
    };
  }, [places, originLat, originLng]);

  return (
    <Box
      ref={element}
      role="region"
      aria-label={label}
      data-testid="results-map"
      sx={{ height, borderRadius: 1, overflow: 'hidden' }}
    />
  );
}
