import {
  Alert,
  Box,
  Button,
  IconButton,
  Paper,
  Slide,
  Stack,
  Typography,
  type Theme,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PWA_NS } from './i18n';
import { CloseIcon, IosShareIcon } from './icons';
import { POPUP_DISMISSED_KEY, readStorage, writeStorage } from './storage';
import { INSTALL_DISMISSED, IOS_INSTRUCTIONS, useInstallState } from './useInstallState';

/** Spec §9: the popup appears 3 s after load… */
export const INSTALL_POPUP_DELAY_MS = 3_000;
/** …unless it was dismissed within the last hour. */
export const DISMISSAL_SUPPRESSION_MS = 3_600_000;

function dismissedRecently(now: number): boolean {
  const dismissedAt = Number(readStorage(POPUP_DISMISSED_KEY));
  return (
    Number.isFinite(dismissedAt) && dismissedAt > 0 && now - dismissedAt < DISMISSAL_SUPPRESSION_MS
  );
}

type View = 'offer' | 'ios-steps' | 'failed';

/**
 * Spec §4: offers to install the app 3 s after load on a phone or wherever the browser can
 * install it, unless it is installed or was dismissed within the last hour. Not modal: it never
 * blocks the page underneath.
 */
export function InstallPopup() {
  const { t } = useTranslation(PWA_NS);
  const { isInstallable, isInstalled, isMobile, install } = useInstallState();
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [suppressed, setSuppressed] = useState(false);
  const [closed, setClosed] = useState(false);
  const [view, setView] = useState<View>('offer');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSuppressed(dismissedRecently(Date.now()));
      setDelayElapsed(true);
    }, INSTALL_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const dismiss = () => {
    writeStorage(POPUP_DISMISSED_KEY, String(Date.now()));
    setClosed(true);
  };

  const startInstall = async () => {
    setBusy(true);
    const result = await install();
    setBusy(false);
    if (result === IOS_INSTRUCTIONS) setView('ios-steps');
    else if (result === INSTALL_DISMISSED) dismiss();
    else if (result === false) setView('failed');
    // true: installed, so the popup hides itself (isInstalled).
  };

  const visible =
    delayElapsed && !suppressed && !closed && !isInstalled && (isMobile || isInstallable);
  if (!visible) return null;

  return (
    <Slide direction="up" in appear>
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        elevation={8}
        sx={{
          position: 'fixed',
          zIndex: (theme: Theme) => theme.zIndex.snackbar,
          left: { xs: 8, sm: 'auto' },
          right: { xs: 8, sm: 24 },
          bottom: { xs: 8, sm: 24 },
          maxWidth: { sm: 400 },
          p: 2,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="img"
            src="/icons/icon-192.png"
            alt=""
            width={48}
            height={48}
            sx={{ flexShrink: 0 }}
          />
          <Box sx={{ flexGrow: 1 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('install.title')}
            </Typography>
            <Typography id={descriptionId} variant="body2" color="textSecondary">
              {t('install.description')}
            </Typography>
          </Box>
          <IconButton size="small" edge="end" aria-label={t('install.close')} onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>

        {view === 'ios-steps' && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2">{t('install.iosIntro')}</Typography>
            <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3, typography: 'body2' }}>
              <li>
                {t('install.iosShare')}{' '}
                <IosShareIcon fontSize="inherit" sx={{ verticalAlign: 'text-bottom' }} />
              </li>
              <li>{t('install.iosAddToHomeScreen')}</li>
              <li>{t('install.iosAdd')}</li>
            </Box>
          </Box>
        )}
        {view === 'failed' && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {t('install.failed')}
          </Alert>
        )}

        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button onClick={dismiss}>{t('install.later')}</Button>
          {view !== 'ios-steps' && (
            <Button variant="contained" disabled={busy} onClick={() => void startInstall()}>
              {t('install.install')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Slide>
  );
}
