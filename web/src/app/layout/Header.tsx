import {
  AppBar,
  Box,
  Button,
  IconButton,
  Stack,
  Toolbar,
  Typography,
  useMediaQuery,
  useScrollTrigger,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { MenuIcon } from '../../shared/ui/icons';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { visibleLinks } from '../routing/visibleLinks';
import { AuthLinks } from './AuthLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { HOW_IT_WORKS } from './navigation';
import { ServicesMenu } from './ServicesMenu';
import { ThemeMenu } from './ThemeToggle';
import { UserMenu } from './UserMenu';

// Phones load the drawer on first use; desktops never do.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** Spec §9: the header gains its shadow after 10 px of scrolling. */
export const HEADER_SHADOW_THRESHOLD = 10;

export function Header() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const user = signedInUser(state);
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const scrolled = useScrollTrigger({
    disableHysteresis: true,
    threshold: HEADER_SHADOW_THRESHOLD,
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const howItWorks = visibleLinks([HOW_IT_WORKS], state);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={scrolled ? 4 : 0}
      data-testid="site-header"
      data-scrolled={scrolled}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {isMobile && (
          <IconButton
            edge="start"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={LocalizedLink}
          to="/"
          variant="h6"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 800, mr: 2 }}
        >
          {t('app.brand')}
        </Typography>
        {!isMobile && (
          <Stack direction="row" spacing={1} component="nav" aria-label={t('nav.mainMenu')}>
            <ServicesMenu />
            {howItWorks.map((item) => (
              <Button key={item.path} color="inherit" component={LocalizedLink} to={item.path}>
                {t(item.labelKey)}
              </Button>
            ))}
          </Stack>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {!isMobile && (
          <>
            <ThemeMenu />
            <LanguageSwitch />
            {user ? <UserMenu user={user} /> : <AuthLinks />}
          </>
        )}
        {isMobile && user && <UserMenu user={user} />}
      </Toolbar>
      {isMobile && drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
