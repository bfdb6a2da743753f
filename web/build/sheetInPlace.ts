import { patchModules } from './patchModules';

const SHEET_MODULE = /[\\/]node_modules[\\/]@emotion[\\/]sheet[\\/]dist[\\/][^\\/]+\.m?js$/;
const HYDRATE = 'nodes.forEach(this._insertTag);';

/**
 * Emotion's style sheet takes over the style elements a server wrote (`hydrate`) by inserting
 * each again: a `<Global>` style (the page's base styles), found before the page's own rules,
 * moves to the end of the head. Moving a style element removes its sheet and adds it back, so
 * the browser restyles the whole page in the middle of React's take-over (about 380 elements:
 * 2–3 ms of a phone's main thread at 4× CPU, forced at once by the next layout read). An element
 * already in the sheet's container is taken where it stands: the order the server wrote, global
 * styles first, is also the order of a page drawn in the browser. `null` if the module is not
 * the one known.
 */
export function withSheetInPlace(code: string): string | null {
  if (!code.includes(HYDRATE)) return null;
  // On one line, so that the module's lines keep their numbers for the source maps.
  return code.replace(
    HYDRATE,
    'var sheet = this; nodes.forEach(function (node) { ' +
      'if (node.parentNode === sheet.container) sheet.tags.push(node); else sheet._insertTag(node); });',
  );
}

/** Emotion's sheet takes a served page's style elements where they stand, in the app's build. */
export const sheetInPlace = () => patchModules('sheet-in-place', SHEET_MODULE, withSheetInPlace);
