import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { i18n } from '../i18n';
import { localizedPath } from '../i18n/language';

export interface RenderInAppOptions {
  /** The French path, query string included (e.g. "/admin/verification?uid=p1"); English adds "/en". */
  path: string;
  language?: Language;
  /**
   * A French route pattern (e.g. "/providers/:id/criminal-record") to match `ui` on, for a page
   * that reads its route params. Without it `ui` is rendered as is at `path`.
   */
  route?: string;
}

/**
 * `ui` as the app shows it at `path` in `language`: i18n switched to the language, then the
 * app's `i18n` and a router at the path (under "/en" in English, as the app's routes are).
 * Other providers (auth, …) go in `ui`.
 *
 * The language stays switched after the test: a test file that renders in English resets it
 * in its own `afterEach(async () => { await i18n.changeLanguage('fr'); })`.
 */
export async function renderInApp(
  ui: ReactElement,
  { path, language = 'fr', route }: RenderInAppOptions,
) {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[localizedPath(path, language)]}>
        {route ? (
          <Routes>
            <Route path={localizedPath(route, language)} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </I18nextProvider>,
  );
}
