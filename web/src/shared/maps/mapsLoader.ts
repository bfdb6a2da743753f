import { Status } from '@googlemaps/react-wrapper';
import { useEffect, useEffectEvent } from 'react';
import type { Language } from '@marketplace/domain';
import type { MapScriptStatus } from './mapPlaces';

/**
 * Google's loader refuses a second load with other options, and every map of the app shares
 * it: the language of the first map loaded stays for the others.
 */
let loaderLanguage: Language | undefined;

export function mapsLoaderLanguage(language: Language): Language {
  loaderLanguage ??= language;
  return loaderLanguage;
}

const STATUS: Record<Status, MapScriptStatus> = {
  [Status.LOADING]: 'loading',
  [Status.SUCCESS]: 'success',
  [Status.FAILURE]: 'failure',
};

declare global {
  interface Window {
    /** Called by the Maps script when Google refuses the key. */
    gm_authFailure?: () => void;
  }
}

/**
 * The wrapper's `callback` for a map: reports the script's status, and a key Google refuses
 * (the script loads but draws an error page) as a failure, so the caller shows its fallback.
 */
export function useMapsScriptStatus(onStatus: (status: MapScriptStatus) => void) {
  const reportStatus = useEffectEvent(onStatus);
  useEffect(() => {
    window.gm_authFailure = () => reportStatus('failure');
    return () => {
      window.gm_authFailure = undefined;
    };
  }, []);
  return (status: Status) => onStatus(STATUS[status]);
}
