import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../shared/i18n';
import { HomeSection } from './HomeSection';
import { HOME_NS } from './i18n';

export interface AppDownloadSectionProps {
  /** True when the browser offers installation (a deferred `beforeinstallprompt`). */
  canInstall: boolean;
  onInstall: () => void;
}

/**
 * Presents the installable app. With an install prompt available, one button installs it;
 * otherwise (iPhone, already dismissed…) it explains how to add it from the browser menu.
 */
export function AppDownloadSection({ canInstall, onInstall }: AppDownloadSectionProps) {
  const { t } = useTranslation(HOME_NS);
  return (
    <HomeSection title={t('app.title')} data-testid="app-download">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('app.intro', { brand: t('app.brand', { ns: COMMON_NS }) })}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            <li>{t('app.offline')}</li>
            <li>{t('app.lightData')}</li>
            <li>{t('app.homeScreen')}</li>
          </Box>
          {canInstall ? (
            <Button variant="contained" size="large" onClick={onInstall}>
              {t('app.install')}
            </Button>
          ) : (
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t('app.howTo')}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                <li>{t('app.android')}</li>
                <li>{t('app.ios')}</li>
              </Box>
            </Box>
          )}
        </Stack>
      </Paper>
    </HomeSection>
  );
}
