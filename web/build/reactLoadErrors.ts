import { patchModules } from './patchModules';

const REACT_DOM_CLIENT =
  /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** `SuspenseException = Error(formatProdErrorMessage(460))`, in a declaration of the module. */
const MARKER_AT_LOAD = /^((?:var )?\s*\w+Exception = )Error\((formatProdErrorMessage\(\d+\))\)/gm;
const MARKER_ERROR = '__markerError';

/**
 * React's client creates four errors as it loads, markers that it throws and recognises by
 * identity (SuspenseException and its kin). With DevTools attached, as Lighthouse is, V8 takes
 * a detailed stack trace of each new error, and so re-parses every function on the stack for its
 * line numbers: React's whole module and the app's entry, 160–270 ms at 4× CPU on `/`. The
 * markers are made as errors without their constructor, so without a stack trace; a phone
 * without DevTools pays neither.
 */
export function withoutLoadTimeStacks(code: string): string | null {
  if (!code.match(MARKER_AT_LOAD)) return null;
  return (
    code.replace(MARKER_AT_LOAD, `$1${MARKER_ERROR}($2)`) +
    // At the end, so that the module's lines keep their numbers and "use strict" stays first.
    `\nfunction ${MARKER_ERROR}(message) {` +
    ` return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }); }\n`
  );
}

/** Makes React's load-time markers without stack traces in the builds. */
export const reactLoadErrors = () =>
  patchModules('react-load-errors', REACT_DOM_CLIENT, withoutLoadTimeStacks);
