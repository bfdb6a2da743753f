/**
 * Marks the spinner of a page whose code is still loading: the build's drawing of a page
 * (web/prerender) is not done while it shows one, however quiet the page looks meanwhile.
 */
export const PAGE_LOADING_ATTRIBUTE = 'data-page-loading';
