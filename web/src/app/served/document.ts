import type { Language } from '@marketplace/domain';

/**
 * The documents the server draws its pages into (./renderPage.tsx). The build draws each served
 * route once without data (web/prerender) for its head: language, title, the boot entry and the
 * preload links of the chunks the page needs; the marks stand where the server puts its drawing
 * and the page's data.
 */
export const SERVED_ROOT_MARK = '<!--served-root-->';
export const SERVED_PAGE_MARK = '<!--served-page-->';

/** The element of a served page's HTML that holds its data (servedData.ts `ServedPage`). */
export const SERVED_PAGE_ID = 'served-page';

/**
 * The window property where a drawn page's boot entry (web/prerender/bootEntry.ts) keeps a
 * promise, settled once it has evaluated the chunks of the page: the app takes the drawing over
 * after that, rather than evaluate what is left of them in one long task.
 */
export const APP_CHUNKS_EVALUATED = 'appChunksEvaluated';

/** Settles once the boot entry has evaluated the page's chunks; at once without a boot entry. */
export function appChunksEvaluated(): Promise<unknown> {
  const booted = (window as unknown as Record<string, Promise<unknown> | undefined>)[
    APP_CHUNKS_EVALUATED
  ];
  return booted ?? Promise.resolve();
}

/** Where a route's document is, beside the server bundle ("templates/services.en.html"). */
export function servedTemplateFile(routeName: string, language: Language): string {
  return `templates/${routeName}.${language}.html`;
}
