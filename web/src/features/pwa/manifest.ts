import type { Language } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import { PWA_NS } from './i18n';

/** The web app manifest of each language (files in web/public). */
export const MANIFEST_HREF: Record<Language, string> = {
  fr: '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
};

/**
 * Points `<link rel="manifest">` at the manifest of the page language, so the app installed
 * from an English page is named in English and opens at /en (both manifests share the id "/":
 * one app whichever language installed it). iOS ignores the manifest's name and reads the
 * `apple-mobile-web-app-title` meta, which follows too.
 */
export function applyManifestLanguage(language: Language): void {
  const href = MANIFEST_HREF[language];
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);

  const appleTitle = document.querySelector<HTMLMetaElement>(
    'meta[name="apple-mobile-web-app-title"]',
  );
  appleTitle?.setAttribute('content', i18n.getFixedT(language, PWA_NS)('appShortName'));
}
