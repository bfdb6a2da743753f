import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/AuthState';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { NEXT_PARAM } from '../routing/guard';
import { visibleLinks } from '../routing/visibleLinks';
import { AUTH_LINKS } from './navigation';

/** Login and register for signed-out visitors (spec §6), once those pages exist. */
export function AuthLinks({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const { pathname, search } = useLocation();
  // Signing in from a page comes back to it.
  const back = `?${NEXT_PARAM}=${encodeURIComponent(pathname + search)}`;
  const links = visibleLinks([AUTH_LINKS.login, AUTH_LINKS.register], false);
  if (state.status !== 'signedOut' || links.length === 0) return null;
  return (
    <Stack direction={direction} spacing={1}>
      {links.map((link) => (
        <Button
          key={link.path}
          component={LocalizedLink}
          to={link === AUTH_LINKS.login ? `${link.path}${back}` : link.path}
          variant={link === AUTH_LINKS.register ? 'contained' : 'text'}
          color={link === AUTH_LINKS.register ? 'primary' : 'inherit'}
        >
          {t(link.labelKey)}
        </Button>
      ))}
    </Stack>
  );
}
