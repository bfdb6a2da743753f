import { IconButton, ListItemIcon, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from './LazyMenu';
import { useThemeMode } from '../../shared/theme/ThemeModeProvider';
import { THEME_MODES, type ThemeMode } from '../../shared/theme/themeMode';
import { DarkModeIcon, LightModeIcon, SystemModeIcon } from '../../shared/ui/icons';

const ICONS: Record<ThemeMode, typeof DarkModeIcon> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SystemModeIcon,
};

/** Header control: light, dark or system (spec §4). */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { mode, setMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Current = ICONS[mode];
  return (
    <>
      <IconButton
        color="inherit"
        title={t('theme.label')}
        aria-label={t('theme.label')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Current />
      </IconButton>
      <LazyMenu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {THEME_MODES.map((option) => {
          const Icon = ICONS[option];
          return (
            <MenuItem
              key={option}
              selected={option === mode}
              onClick={() => {
                setMode(option);
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {t(`theme.${option}`)}
            </MenuItem>
          );
        })}
      </LazyMenu>
    </>
  );
}
