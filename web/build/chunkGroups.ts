/**
 * How the app's modules are packed into chunks (Rolldown's `codeSplitting.groups`).
 *
 * Each request of a first visit costs a phone's main thread as well as a round trip: the
 * browser's loader, the network service and the server each handle it while the page is being
 * drawn. Left to itself, the bundler makes one chunk per set of routes sharing a module, which
 * gave a first visit 18 (home) to 45 (results) scripts of 0.2–3 KB each. Packed as below, 8 to
 * 10 (`npm run lighthouse`, `/` A/B of 5 runs: main-thread work −13 %; with the session check
 * made only when a session may exist, the public pages went from 2.7–3.3 times the reference
 * page's main-thread work to 1.3–1.9 times). The modules of a public page's first screen are
 * packed by the moment they are loaded:
 *
 * - the base every page evaluates before it draws (the entry and the groups it imports:
 *   `mui-engine`, `mui-core`, `app-core`), each evaluated in a task of its own on a drawn page
 *   (../prerender/bootEntry.ts);
 * - `page-kit`: what every page loads lazily right after (the install and update widgets, the
 *   worker's registration, the plain looks of first screens);
 * - one group per public page's own modules (`home-page`, `info-pages`, `results-page`,
 *   `provider-page`), with what two of them share (`provider-shared`) and the material
 *   components of the results page's fields and sheets (`mui-forms`).
 *
 * The page groups take only the modules they name (`includeDependenciesRecursively: false`):
 * taking their imports too would pull the entry's modules (React DOM, the router) into them.
 * Nothing the entry imports statically may be in a lazily loaded group, or the entry would
 * import it back (`npm run size` checks that the entry imports only the base and that no
 * chunks import each other in a cycle). Route modules stay chunks of their own.
 */

/**
 * Matches a module id containing any of `paths` (regular expressions, with `/` as separator), but
 * not the text of a file (`?raw`: the translations' coverage page reads every locale file so).
 */
function under(...paths: string[]): RegExp {
  const alternatives = paths.map((path) => path.replaceAll('/', String.raw`[\\/]`)).join('|');
  return new RegExp(`^(?!.*\\?raw$).*(?:${alternatives})`);
}

/**
 * MUI's engine: emotion, the system and its helpers, evaluated in a task of its own on a drawn
 * page's first visit.
 */
const MUI_ENGINE = under(
  'node_modules/(@mui/(utils|system|styled-engine|private-theming)|@emotion|react-transition-group|@babel/runtime|clsx|react-is|stylis)/',
);

/**
 * The material components of most first screens: cards, fields, progress, skeletons, the
 * snackbar and its transitions, with material's styles.
 */
const MUI_CORE = under(
  `node_modules/@mui/material/(${[
    ...['utils', 'styles', 'internal', 'DefaultPropsProvider', 'zero-styled', 'useLazyRipple'],
    ...['transitions', 'Grow', 'Slide', 'Snackbar', 'SnackbarContent', 'CircularProgress'],
    ...['Skeleton', 'Card', 'CardContent', 'CardActionArea', 'InputBase', 'OutlinedInput'],
    ...['InputLabel', 'FormLabel', 'FormControl'],
  ].join('|')})/`,
);

/**
 * What every page imports: the texts (with the install widgets' own, which the shell sets the
 * manifest's language from), the Firebase settings, the catalogue with its reader and its read
 * started ahead of a page (`catalog/prefetch`, 0.2 KB: as a chunk of its own, one more request
 * for the results page), Vite's loader.
 */
const APP_CORE = under(
  'web/src/shared/(i18n/index|firebase/config|catalog/categories|catalog/categoryReader|catalog/prefetch)\\.ts$',
  'domain/src/i18n\\.ts$',
  'web/src/features/pwa/locales/',
  'vite/preload-helper',
);

/** What every page loads lazily once the entry runs: its widgets, looks and the country list. */
const PAGE_KIT = under(
  'web/src/features/pwa/(useInstallState|storage|registerServiceWorker|precachePolicy|PwaWidgets|InstallPopup|UpdatePrompt|icons|messages)\\.',
  'node_modules/workbox-window/',
  'web/src/shared/ui/plain(Skeleton|CardLink|Chip)\\.',
  'web/src/features/info/InfoLayout\\.',
  'domain/src/countries\\.',
  'node_modules/@mui/material/(Grid|Link)/',
);

/** What the results and provider pages share: reading a provider, formats, ratings, chips. */
const PROVIDER_SHARED = under(
  'domain/src/(provider-reader|plain-format|intl|money|provider-fields|rating)\\.',
  'web/src/shared/i18n/(numbers|dates)\\.',
  'web/src/shared/ui/StarRating\\.',
  'node_modules/@mui/material/Chip/',
);

/**
 * The material components of the results page's search fields, menus, filters sheet and
 * switches, which most forms of the app use too. Not the contexts the entry imports.
 */
const MUI_FORMS = under(
  `node_modules/@mui/material/(${[
    ...['TextField', 'FilledInput', 'Input', 'InputAdornment', 'Select', 'NativeSelect'],
    ...['FormHelperText', 'FormControlLabel', 'Switch', 'ToggleButton', 'ToggleButtonGroup'],
    ...['List', 'ListItem', 'ListItemButton', 'ListItemSecondaryAction', 'Menu', 'MenuList'],
    ...['Popover', 'Portal', 'Modal', 'Fade', 'Backdrop', 'Drawer', 'Badge', 'Unstable_TrapFocus'],
  ].join('|')})/(?!ListContext|MenuListContext|utils/SelectFocusSourceContext)`,
);

const RESULTS_PAGE = under(
  'web/src/features/providers/(ProviderMap|FiltersSheet|ResultsControls|SearchForm|ProviderCard|api|prefetch|searchUrl|geolocation|converters|icons|i18n|offlineSearch|locales/)',
  'web/src/shared/maps/(mapPlaces|useOnline|CityGroupsList|ResultsMap)\\.',
  'domain/src/(places|geo|provider-search|search-tokens)\\.',
  'node_modules/geofire-common/',
);

const PROVIDER_PAGE = under(
  'web/src/features/provider-profile/(?!ProviderProfilePage\\.)',
  'web/src/shared/conversations/',
  'domain/src/(availability|conversation-constants)\\.',
  'web/src/shared/api/apiErrorCode\\.',
  'web/src/shared/firebase/timestampToDate\\.',
);

const HOME_PAGE = under(
  'web/src/features/home/(i18n|locales/|HomeHero|HeroSearch|HomeSection)',
  'web/src/features/categories/',
  'web/src/features/info/(HowItWorksSteps|stepsI18n|locales/steps)',
  'web/src/shared/ui/(PlainTextField|WhenVisible)\\.',
);

/**
 * What the information pages share: their texts' shared part and the contact details. Each page
 * stays a chunk of its own, with its own texts (../src/features/info/i18n.ts).
 */
const INFO_PAGES = under(
  'web/src/features/info/(i18n|useInfoText|ContactDetails|locales/(en|fr))\\.',
);

/** The base: the entry imports these, and they take what they import with them. */
const BASE_GROUPS = { 'mui-engine': MUI_ENGINE, 'mui-core': MUI_CORE, 'app-core': APP_CORE };

/** Loaded lazily; each takes only the modules it names. */
const PAGE_GROUPS = {
  'page-kit': PAGE_KIT,
  'provider-shared': PROVIDER_SHARED,
  'mui-forms': MUI_FORMS,
  'results-page': RESULTS_PAGE,
  'provider-page': PROVIDER_PAGE,
  'home-page': HOME_PAGE,
  'info-pages': INFO_PAGES,
};

export const BASE_CHUNKS = Object.keys(BASE_GROUPS);

/** The groups in priority order (a module goes to the first group that matches it). */
export const CHUNK_GROUPS = [
  ...Object.entries(BASE_GROUPS).map(([name, test]) => ({ name, test })),
  ...Object.entries(PAGE_GROUPS).map(([name, test]) => ({
    name,
    test,
    includeDependenciesRecursively: false,
  })),
];
