import { Alert } from '@mui/material';
import { alpha, keyframes, styled } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph } from '../../shared/ui/icons';
import { plainPaper } from '../../shared/ui/plainPaper';
import { PWA_NS } from './i18n';
import { IosShareGlyph } from './icons';
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

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

/**
 * The popup's whole look in one class, on plain elements: it opens on every phone's first visit,
 * 3 s in, where MUI's Slide, Paper, Stack, Typography, IconButton and Buttons rendered some 46
 * components and inserted their styles (a 190–210 ms task at 4× CPU, issue 11). It looks as
 * they did: an elevation-8 paper, a text and a contained button, a small round close button.
 */
const Popup = styled('div')(({ theme }) => {
  const button = {
    ...theme.typography.button,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
    minWidth: 64,
    padding: '6px 8px',
    color: theme.palette.primary.main,
    backgroundColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'box-shadow'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': {
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  };
  return {
    position: 'fixed',
    zIndex: theme.zIndex.snackbar,
    left: 8,
    right: 8,
    bottom: 8,
    padding: theme.spacing(2),
    ...plainPaper(theme, 8),
    animation: `${slideUp} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    [theme.breakpoints.up('sm')]: { left: 'auto', right: 24, bottom: 24, maxWidth: 400 },
    '& .install-head': { display: 'flex', gap: theme.spacing(1.5), alignItems: 'flex-start' },
    '& .install-head img': { flexShrink: 0 },
    '& .install-text': { flexGrow: 1 },
    '& h2': { ...theme.typography.subtitle1, fontWeight: 700, margin: 0 },
    '& .install-description': {
      ...theme.typography.body2,
      color: theme.palette.text.secondary,
      margin: 0,
    },
    '& .install-close': {
      ...button,
      flex: '0 0 auto',
      minWidth: 0,
      padding: 5,
      marginRight: -3,
      display: 'inline-flex',
      borderRadius: '50%',
      color: theme.palette.action.active,
      '&:hover': { backgroundColor: theme.palette.action.hover },
    },
    '& svg': { width: 20, height: 20 },
    '& .install-steps': { ...theme.typography.body2, marginTop: theme.spacing(1.5) },
    '& .install-steps p': { margin: 0 },
    '& .install-steps ol': {
      margin: 0,
      marginTop: theme.spacing(0.5),
      paddingLeft: theme.spacing(3),
    },
    '& .install-steps svg': { width: '1em', height: '1em', verticalAlign: 'text-bottom' },
    '& .install-failed': { marginTop: theme.spacing(1.5) },
    '& .install-actions': {
      display: 'flex',
      gap: theme.spacing(1),
      justifyContent: 'flex-end',
      marginTop: theme.spacing(1.5),
    },
    '& .install-actions button': button,
    '& .install-actions .install-now': {
      padding: '6px 16px',
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
      boxShadow: theme.shadows[2],
      '&:hover': { backgroundColor: theme.palette.primary.dark, boxShadow: theme.shadows[4] },
      '&:disabled': {
        cursor: 'default',
        color: theme.palette.action.disabled,
        backgroundColor: theme.palette.action.disabledBackground,
        boxShadow: 'none',
      },
    },
  };
});

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
    <Popup role="dialog" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <div className="install-head">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} />
        <div className="install-text">
          <h2 id={titleId}>{t('install.title')}</h2>
          <p id={descriptionId} className="install-description">
            {t('install.description')}
          </p>
        </div>
        <button
          type="button"
          className="install-close"
          aria-label={t('install.close')}
          onClick={dismiss}
        >
          <CloseGlyph />
        </button>
      </div>

      {view === 'ios-steps' && (
        <div className="install-steps">
          <p>{t('install.iosIntro')}</p>
          <ol>
            <li>
              {t('install.iosShare')} <IosShareGlyph />
            </li>
            <li>{t('install.iosAddToHomeScreen')}</li>
            <li>{t('install.iosAdd')}</li>
          </ol>
        </div>
      )}
      {view === 'failed' && (
        <Alert severity="error" className="install-failed">
          {t('install.failed')}
        </Alert>
      )}

      <div className="install-actions">
        <button type="button" onClick={dismiss}>
          {t('install.later')}
        </button>
        {view !== 'ios-steps' && (
          <button
            type="button"
            className="install-now"
            disabled={busy}
            onClick={() => void startInstall()}
          >
            {t('install.install')}
          </button>
        )}
      </div>
    </Popup>
  );
}
