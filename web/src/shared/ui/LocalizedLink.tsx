import { forwardRef } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router-dom';
import { languageFromPath, localizedPath } from '../i18n/language';

/** The page language, which the path decides (spec §2). */
export function usePageLanguage() {
  return languageFromPath(useLocation().pathname);
}

/**
 * A router link written with the French path ("/about") that stays in the page's language
 * ("/en/about" on English pages). Usable as MUI's `component` prop.
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(
  function LocalizedLink({ to, ...props }, ref) {
    return <Link ref={ref} to={localizedPath(to, usePageLanguage())} {...props} />;
  },
);
