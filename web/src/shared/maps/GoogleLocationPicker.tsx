/// <reference types="google.maps" />
import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { Box, Skeleton } from '@mui/material';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Language, LatLng } from '@marketplace/domain';
import type { MapScriptStatus } from './mapPlaces';
import { mapsLoaderLanguage, useMapsScriptStatus } from './mapsLoader';

/**
 * The Google map of `LocationPicker`, in its own chunk: it is imported only with a Maps key and
 * a network. The script loads as soon as it is mounted (so the form knows whether to offer the
 * map); the map itself is drawn only while `open`.
 */
export interface GoogleLocationPickerProps {
  apiKey: string;
  language: Language;
  open: boolean;
  /** The chosen point: the marker stands there. None yet: no marker until a click. */
  value: LatLng | null;
  /** Where the map starts when nothing is chosen (the user's position or their city's centre). */
  centre: LatLng | undefined;
  label: string;
  height: number;
  onChange: (point: LatLng) => void;
  onStatus: (status: MapScriptStatus) => void;
}

export default function GoogleLocationPicker({
  apiKey,
  language,
  open,
  height,
  onStatus,
  ...pickerProps
}: GoogleLocationPickerProps) {
  const loaderLanguage = mapsLoaderLanguage(language);
  const scriptStatus = useMapsScriptStatus(onStatus);
  return (
    <Wrapper
      apiKey={apiKey}
      language={loaderLanguage}
      callback={scriptStatus}
      render={(status) =>
        open && status === Status.LOADING ? (
          <Skeleton variant="rounded" height={height} data-testid="map-loading" />
        ) : (
          <></>
        )
      }
    >
      {open ? <PickerMap height={height} {...pickerProps} /> : null}
    </Wrapper>
  );
}

const DEFAULT_CENTRE = { lat: 4.0511, lng: 9.7679 };

const pointOf = (latLng: google.maps.LatLng | null | undefined): LatLng | undefined =>
  latLng ? { lat: latLng.lat(), lng: latLng.lng() } : undefined;

function PickerMap({
  value,
  centre,
  label,
  height,
  onChange,
}: Omit<GoogleLocationPickerProps, 'apiKey' | 'language' | 'open' | 'onStatus'>) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const marker = useRef<google.maps.Marker | null>(null);
  const choose = useEffectEvent((point: LatLng | undefined) => {
    if (point) onChange(point);
  });
  // Compared by value: a new object with the same coordinates moves nothing.
  const valueLat = value?.lat;
  const valueLng = value?.lng;
  const centreLat = centre?.lat;
  const centreLng = centre?.lng;

  /** The one marker, created at the first point; dropping it chooses where it lands. */
  const placeMarker = useEffectEvent((position: LatLng) => {
    if (marker.current) {
      marker.current.setPosition(position);
      return;
    }
    const created = new google.maps.Marker({ map: map.current, position, draggable: true });
    created.addListener('dragend', (event: google.maps.MapMouseEvent) =>
      choose(pointOf(event.latLng)),
    );
    marker.current = created;
  });

  useEffect(() => {
    if (!element.current) return;
    const current = new google.maps.Map(element.current, {
      center: DEFAULT_CENTRE,
      zoom: 12,
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
      clickableIcons: false,
    });
    map.current = current;
    const click = current.addListener('click', (event: google.maps.MapMouseEvent) => {
      const point = pointOf(event.latLng);
      if (!point) return;
      placeMarker(point);
      choose(point);
    });
    return () => {
      click.remove();
      marker.current?.setMap(null);
      marker.current = null;
      map.current = null;
    };
  }, []);

  // The chosen point: the marker follows it and the map shows it.
  useEffect(() => {
    if (valueLat === undefined || valueLng === undefined) return;
    const point = { lat: valueLat, lng: valueLng };
    placeMarker(point);
    map.current?.setCenter(point);
  }, [valueLat, valueLng]);

  // Nothing chosen yet: the map starts at the user's position or their city's centre.
  useEffect(() => {
    if (valueLat !== undefined || centreLat === undefined || centreLng === undefined) return;
    map.current?.setCenter({ lat: centreLat, lng: centreLng });
  }, [valueLat, centreLat, centreLng]);

  return (
    <Box
      ref={element}
      role="region"
      aria-label={label}
      data-testid="location-picker-map"
      sx={{ height, borderRadius: 1, overflow: 'hidden' }}
    />
  );
}
