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

/** Where a route's document is, beside the server bundle ("templates/services.en.html"). */
export function servedTemplateFile(routeName: string, language: Language): string {
  return `templates/${routeName}.${language}.html`;
}
