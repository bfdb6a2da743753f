import { patchModules } from './patchModules';

const IS_PROP_VALID_MODULE =
  /[\\/]node_modules[\\/]@emotion[\\/]is-prop-valid[\\/]dist[\\/][^\\/]+\.m?js$/;
/** `var reactPropsRegex = /^((children|…|autofocus)|(([Dd][Aa][Tt][Aa]|[Aa][Rr][Ii][Aa]|x)-.*))$/;` */
const PROPS_REGEX = /var reactPropsRegex = \/\^\(\(([\w|]+)\)\|\((\([^()]*\)-\.\*)\)\)\$\/;/;

/**
 * Emotion's test of the props a styled HTML element passes to the DOM, with its ~450 React prop
 * names in a Set rather than one regular expression: compiling that expression on its first use
 * cost 5–14 ms of a phone's main thread on every page (V8 profile of the provider page at 4× CPU:
 * 55 ms). The same answers (`propNameSet.test.ts`); `null` if the module is not the one known.
 */
export function withPropNameSet(code: string): string | null {
  const match = PROPS_REGEX.exec(code);
  if (!match) return null;
  const [declaration, names, prefixed] = match as unknown as [string, string, string];
  // On one line, so that the module's lines keep their numbers for the source maps.
  const set =
    `var reactPropsRegex = (function (names, prefixed) { return { test: function (prop) { ` +
    `return names.has(prop) || prefixed.test(prop); } }; })` +
    `(new Set(${JSON.stringify(names)}.split("|")), /^${prefixed}$/);`;
  return code.replace(declaration, set);
}

/** Emotion's prop test without its large regular expression, in the builds (app and server). */
export const propNameSet = () =>
  patchModules('prop-name-set', IS_PROP_VALID_MODULE, withPropNameSet);
