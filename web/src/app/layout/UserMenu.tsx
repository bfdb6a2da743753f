import { Avatar, Divider, IconButton, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from './LazyMenu';
import { useNavigate } from 'react-router-dom';
import { isAdmin, useAuth, type SessionUser } from '../../shared/auth/AuthState';
import { avatarOf, menuTitleOf } from '../../shared/auth/userDisplay';
import { usePageLanguage, LocalizedLink } from '../../shared/ui/LocalizedLink';
import { localizedPath } from '../../shared/i18n/language';
import { visibleLinks } from '../routing/visibleLinks';
import { USER_MENU } from './navigation';

export function UserAvatar({ user, size = 32 }: { user: SessionUser; size?: number }) {
  const avatar = avatarOf(user);
  return 'src' in avatar ? (
    <Avatar src={avatar.src} alt="" sx={{ width: size, height: size }} />
  ) : (
    <Avatar sx={{ width: size, height: size, bgcolor: 'primary.main' }}>{avatar.letter}</Avatar>
  );
}

/** Spec §2: the signed-in user's menu; entries appear as their pages exist. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const language = usePageLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const title = menuTitleOf(user);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        title={title}
        aria-label={t('nav.user.open')}
        aria-haspopup="menu"
      >
        <UserAvatar user={user} />
      </IconButton>
      <LazyMenu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }} data-testid="user-menu-title">
          {title}
        </Typography>
        <Divider />
        {visibleLinks(USER_MENU, isAdmin(state)).map((item) => (
          <MenuItem key={item.path} component={LocalizedLink} to={item.path} onClick={close}>
            {t(item.labelKey)}
          </MenuItem>
        ))}
        <MenuItem
          onClick={async () => {
            close();
            // Spec §4: logout lands on /. Leave first: signed out on a protected page, its
            // guard would send the user to sign-in instead (and this menu unmounts).
            navigate(localizedPath('/', language));
            await signOut();
          }}
        >
          {t('nav.user.logout')}
        </MenuItem>
      </LazyMenu>
    </>
  );
}
