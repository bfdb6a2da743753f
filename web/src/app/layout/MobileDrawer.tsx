import {
  Box,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Stack,
  Switch,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin, signedInUser, useAuth } from '../../shared/auth/AuthState';
import { useThemeMode } from '../../shared/theme/ThemeModeProvider';
import { CloseIcon } from '../../shared/ui/icons';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { visibleLinks } from '../routing/visibleLinks';
import { AuthLinks } from './AuthLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { ABOUT, DEMOS, HOW_IT_WORKS } from './navigation';
import { useServicesGroups } from './ServicesMenu';

/** Spec §9: 85 % of the screen, at most 350 px. */
export const DRAWER_WIDTH = { width: '85%', maxWidth: 350 } as const;

export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const { resolved, setMode } = useThemeMode();
  const groups = useServicesGroups();
  // Spec §6: the demos link only for team members.
  const extraLinks = visibleLinks(
    [HOW_IT_WORKS, ABOUT, ...(signedInUser(state)?.isTeamMember ? [DEMOS] : [])],
    isAdmin(state),
  );
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: DRAWER_WIDTH, 'data-testid': 'mobile-drawer' } as object }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label={t('nav.mainMenu')} onClick={onClose} dense>
        {groups.map((group) => (
          <Fragment key={group.titleKey}>
            <ListSubheader disableSticky>{t(group.titleKey)}</ListSubheader>
            {group.items.map((item) => (
              <ListItemButton key={item.path} component={LocalizedLink} to={item.path}>
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            ))}
          </Fragment>
        ))}
        {groups.length > 0 && <Divider sx={{ my: 1 }} />}
        {extraLinks.map((item) => (
          <ListItemButton key={item.path} component={LocalizedLink} to={item.path}>
            <ListItemText primary={t(item.labelKey)} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Stack spacing={1} sx={{ p: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={resolved === 'dark'}
              onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
            />
          }
          label={t('theme.darkMode')}
        />
        <AuthLinks direction="column" />
        <LanguageSwitch fullWidth />
      </Stack>
    </Drawer>
  );
}
