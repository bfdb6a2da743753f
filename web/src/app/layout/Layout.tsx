import { Box, Container, keyframes } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { applyManifestLanguage } from '../../features/pwa/manifest';
import { SupportChatLauncher } from '../../features/support-chat/SupportChatLauncher';
import { isAdmin, useAuth } from '../../shared/auth/AuthState';
import { applyDocumentLanguage, languageFromPath } from '../../shared/i18n/language';
import { useInBrowser } from '../../shared/ui/useInBrowser';
import { Footer } from './Footer';
import { Header } from './Header';

// Not needed for the first paint: the install and update prompts (they appear after 3 s at
// the earliest) and the admins' language hint load in the background.
const PwaWidgets = lazy(() =>
  import('../../features/pwa/PwaWidgets').then((module) => ({ default: module.PwaWidgets })),
);
const LanguageHint = lazy(() => import('./LanguageHint'));

/** Spec §9: page changes fade and slide 20 px in 0.3 s. */
export const PAGE_TRANSITION = { durationMs: 300, offsetPx: 20 } as const;

// A CSS animation rather than framer-motion, whose runtime would cost ~22 KB gzip of the
// first load for this one effect (see README, Deviations).
const pageEnter = keyframes`
  from { opacity: 0; transform: translateY(${PAGE_TRANSITION.offsetPx}px); }
  to { opacity: 1; transform: none; }
`;

/**
 * What only the browser shows, apart from the layout: the session settling and the app taking
 * over a drawn page re-render this, not the header, page and footer around it (issue 11).
 */
function BrowserWidgets() {
  const admin = isAdmin(useAuth().state);
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      {/* Only admins are offered another language (spec §4): nobody else loads the hint. */}
      {admin && <LanguageHint />}
      <PwaWidgets />
    </Suspense>
  );
}

/** Keeps i18n, `lang`, title and body class in step with the path, then frames the page. */
export function Layout() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  // Only page *changes* move: the page the visitor lands on (often drawn in its HTML already,
  // web/prerender) stays put, or the app taking it over would fade it out and back in.
  const [landingPath] = useState(pathname);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && pathname !== landingPath) setHasNavigated(true);

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    const t = i18n.getFixedT(language);
    applyDocumentLanguage(language, { title: t('app.title'), description: t('app.description') });
    applyManifestLanguage(language);
  }, [i18n, language]);

  // Braces matter: recent Chromium returns a Promise from scrollTo, which React would take for
  // the effect's cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a lazy page or data
          arriving cannot push it down in view (it was the whole 0.6 layout shift of every page). */}
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flexGrow: 1, minHeight: '100vh', py: { xs: 2, md: 4 } }}
      >
        <Box
          key={pathname}
          data-testid="page-transition"
          sx={
            hasNavigated
              ? {
                  animation: `${pageEnter} ${PAGE_TRANSITION.durationMs}ms ease-out`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }
              : undefined
          }
        >
          <Outlet />
        </Box>
      </Container>
      <Footer />
      <SupportChatLauncher />
      <BrowserWidgets />
    </Box>
  );
}
