import type { NavLinkItem } from '../layout/navigation';
import { findRoute } from './routeTable';

/**
 * Menus show a link only when its page exists (never a 404) and, for admin pages, only to
 * admins (never a 403 from a menu).
 */
export function visibleLinks<T extends NavLinkItem>(items: T[], isAdmin: boolean): T[] {
  return items.filter((item) => {
    const route = findRoute(item.path);
    if (!route) return false;
    return !route.adminOnly || isAdmin;
  });
}
