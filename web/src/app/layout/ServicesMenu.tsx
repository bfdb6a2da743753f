import { Button, ListSubheader, MenuItem } from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from './LazyMenu';
import { isAdmin, useAuth } from '../../shared/auth/AuthState';
import { ExpandMoreIcon } from '../../shared/ui/icons';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { visibleLinks } from '../routing/visibleLinks';
import { SERVICES_MENU, type NavGroup } from './navigation';

/** The groups of the Services menu that have at least one page the user may open. */
export function useServicesGroups(): NavGroup[] {
  const { state } = useAuth();
  return SERVICES_MENU.map((group) => ({
    ...group,
    items: visibleLinks(group.items, isAdmin(state)),
  })).filter((group) => group.items.length > 0);
}

export function ServicesMenu() {
  const { t } = useTranslation();
  const groups = useServicesGroups();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (groups.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('nav.services.title')}
      </Button>
      <LazyMenu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {groups.map((group) => (
          <Fragment key={group.titleKey}>
            <ListSubheader>{t(group.titleKey)}</ListSubheader>
            {group.items.map((item) => (
              <MenuItem key={item.path} component={LocalizedLink} to={item.path} onClick={close}>
                {t(item.labelKey)}
              </MenuItem>
            ))}
          </Fragment>
        ))}
      </LazyMenu>
    </>
  );
}
