/**
 * A theme created on its first read. MUI's modules each create a fallback theme as they load,
 * for components drawn outside any ThemeProvider; the app always provides its own, so the
 * fallbacks are created only if something reads them (web/build/lazyMuiThemes.ts). Creating
 * them took about a fifth of a first visit's module evaluation (90 ms at 4× CPU).
 */
export function lazyTheme<Theme extends object>(create: () => Theme): Theme {
  let theme: Theme | undefined;
  const created = () => (theme ??= create());
  return new Proxy({} as Theme, {
    get: (_, key) => Reflect.get(created(), key),
    set: (_, key, value) => Reflect.set(created(), key, value),
    has: (_, key) => Reflect.has(created(), key),
    ownKeys: () => Reflect.ownKeys(created()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(created(), key);
      // The proxy's own target has none of these: a proxy may only report them configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
