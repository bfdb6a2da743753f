import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import { RouteAvailabilityContext } from '../../shared/routing/RouteAvailability';
import './i18n';

/**
 * Renders an info component as the app would: i18n in `language`, a router at the page's
 * path (`/en/…` for English) and the given pages marked as existing.
 */
export async function renderInfo(
  ui: ReactElement,
  {
    path,
    language = 'fr',
    availablePaths = [],
  }: { path: string; language?: Language; availablePaths?: readonly string[] },
) {
  await i18n.changeLanguage(language);
  const isAvailable = (candidate: string) => availablePaths.includes(candidate);
  const pagePath = language === 'en' ? `/en${path === '/' ? '' : path}` : path;
  return render(
    <I18nextProvider i18n={i18n}>
      <RouteAvailabilityContext.Provider value={isAvailable}>
        <MemoryRouter initialEntries={[pagePath]}>{ui}</MemoryRouter>
      </RouteAvailabilityContext.Provider>
    </I18nextProvider>,
  );
}

/** Collects the keys i18next could not find while `run` executes. */
export async function collectMissingKeys(run: () => Promise<void> | void): Promise<string[]> {
  const missing: string[] = [];
  const onMissing = (_languages: readonly string[], namespace: string, key: string) => {
    missing.push(`${namespace}:${key}`);
  };
  const previous = i18n.options.saveMissing;
  i18n.options.saveMissing = true;
  i18n.on('missingKey', onMissing);
  try {
    await run();
  } finally {
    i18n.off('missingKey', onMissing);
    i18n.options.saveMissing = previous;
  }
  return missing;
}

export function restoreFrench() {
  return i18n.changeLanguage('fr');
}
