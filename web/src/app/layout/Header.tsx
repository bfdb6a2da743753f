import { Button, Stack, useMediaQuery, useScrollTrigger, useTheme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin, signedInUser, useAuth } from '../../shared/auth/AuthState';
import { MenuGlyph } from '../../shared/ui/icons';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { paperOverlay } from '../../shared/ui/plainPaper';
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

/**
 * The bar, its phone menu button and the brand are plain elements styled from here, with the
 * look of MUI's sticky AppBar (its elevation 4 once scrolled), Toolbar, IconButton and h6
 * Typography: the header is on every page's first screen (issue 11). The desktop menus inside
 * are MUI's.
 */
const Bar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  color: 'inherit',
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  transition: theme.transitions.create('box-shadow'),
  '&[data-scrolled="true"]': {
    boxShadow: theme.shadows[4],
    backgroundImage: paperOverlay(theme, 4),
  },
  '& .toolbar': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    paddingInline: theme.spacing(2),
    ...theme.mixins.toolbar,
    [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(3), minHeight: 64 },
  },
  '& .menu-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    marginLeft: -12,
    padding: 8,
    border: 0,
    borderRadius: '50%',
    fontSize: '1.5rem',
    color: theme.palette.action.active,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover, &:focus-visible': { backgroundColor: theme.palette.action.hover, outline: 0 },
    '&:active': { backgroundColor: theme.palette.action.focus },
  },
  '& .brand': {
    ...theme.typography.h6,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    fontWeight: 800,
    minWidth: 0,
    // On a phone beside a signed-in user's icons the name takes two lines, within the bar.
    lineHeight: 1.2,
    [theme.breakpoints.up('md')]: { marginRight: theme.spacing(2), lineHeight: 1.6 },
  },
  '& .spacer': { flexGrow: 1 },
}));

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
    <Bar data-testid="site-header" data-scrolled={scrolled}>
      <div className="toolbar">
        {isMobile && (
          <button
            type="button"
            className="menu-button"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
          >
            <MenuGlyph />
          </button>
        )}
        <LocalizedLink to="/" className="brand">
          {t('app.brand')}
        </LocalizedLink>
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
        <div className="spacer" />
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
      </div>
      {isMobile && drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}
