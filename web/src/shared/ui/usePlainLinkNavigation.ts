import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A click handler for a block of plain `<a href>` links to the app's own pages: it opens them in
 * the app, as router links would, without a router Link per link (two components and their
 * hooks each; the footer has fifteen on every page, issue 11). Clicks the browser should handle
 * (new tab, modifier keys, other origins, `mailto:`, downloads) are left to it.
 */
export function usePlainLinkNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}
