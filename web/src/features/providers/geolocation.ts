import { useCallback, useState } from 'react';
import type { LatLng } from '@marketplace/domain';

export type GeolocationStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

export type GeolocationState =
  | { status: Exclude<GeolocationStatus, 'located'>; position: undefined }
  | { status: 'located'; position: LatLng };

const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  // A position from the last ten minutes is good enough for "near me".
  maximumAge: 10 * 60_000,
};

/**
 * The browser's position: resolves the coordinates, or rejects with 'denied' (the user or the
 * browser refused) or 'unavailable' (no geolocation, no fix, or too slow).
 */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject: (reason: 'denied' | 'unavailable') => void) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      reject('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      POSITION_OPTIONS,
    );
  });
}

/** Whether the browser already lets this site read the position (no prompt would show). */
export async function geolocationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/** Asks for the position on demand (`locate`) and remembers the outcome. */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle', position: undefined });
  const locate = useCallback(async (): Promise<LatLng | undefined> => {
    setState({ status: 'locating', position: undefined });
    try {
      const position = await currentPosition();
      setState({ status: 'located', position });
      return position;
    } catch (reason) {
      setState({ status: reason === 'denied' ? 'denied' : 'unavailable', position: undefined });
      return undefined;
    }
  }, []);
  return { ...state, locate };
}
