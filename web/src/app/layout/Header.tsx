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
import { isAdmin, signedInUser, useAuth } from '../../shared/auth/AuthState';
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
// Signed-in users only: it reads Firestore, which a visitor's pages never load.
const HeaderActivity = lazy(() => import('./HeaderActivity'));

/** Spec §9: the header gains its shadow after 10 px of scrolling. */
export const HEADER_SHADOW_THRESHOLD = 10;

export function Header() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const user = signedInUser(state);
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const scrolled = useScrollTrigger({
    disableHysteresis: true,
    threshold: HEADER_SHADOW_THRESHOLD,
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const howItWorks = visibleLinks([HOW_IT_WORKS], isAdmin(state));
  const activity = user && (
    <Suspense fallback={null}>
      <HeaderActivity key={user.id} uid={user.id} />
    </Suspense>
  );

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
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            fontWeight: 800,
            mr: { xs: 0, md: 2 },
            // On a phone beside a signed-in user's icons the name takes two lines, within the bar.
            lineHeight: { xs: 1.2, md: 1.6 },
            minWidth: 0,
          }}
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
            {activity}
            {user ? <UserMenu user={user} /> : <AuthLinks />}
          </>
        )}
        {isMobile && activity}
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
