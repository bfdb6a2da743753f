import {
  AppBar,
  Box,
  Button,
  CircularProgress,
  Container,
  Toolbar,
  Typography,
} from '@mui/material';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { applyDocumentLanguage, languageFromPath, localizedPath } from '../shared/i18n/language';

/** Keeps i18n, `lang`, title and body class in step with the path, then frames the page. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const otherLanguage = language === 'fr' ? 'en' : 'fr';
  const pathWithoutPrefix = language === 'en' ? pathname.slice(3) || '/' : pathname;

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    applyDocumentLanguage(language, i18n.getFixedT(language)('app.title'));
  }, [i18n, language]);

  return (
    <>
      <AppBar position="sticky" color="default" elevation={0}>
        <Toolbar>
          <Typography
            component={RouterLink}
            to={localizedPath('/', language)}
            variant="h6"
            sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            {t('app.brand')}
          </Typography>
          {/* Spec §4: a language change navigates to the same page and reloads. */}
          <Button
            href={localizedPath(pathWithoutPrefix, otherLanguage)}
            lang={otherLanguage}
            aria-label={t('language.switchLabel')}
          >
            {t('language.switch')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}

function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
