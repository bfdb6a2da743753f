import { IconButton, Paper, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, createGlyph } from '../../shared/ui/icons';

// Material "Chat" icon (Apache 2.0).
const ChatGlyph = createGlyph(
  <path d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2M6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z" />,
  'Chat',
);

/**
 * A plain button with the look of the round primary IconButton it was: it is on every page's
 * first screen, where IconButton and its icon cost about ten component renders (issue 11).
 */
const LauncherButton = styled('button')(({ theme }) => ({
  position: 'fixed',
  right: 12,
  bottom: 12,
  [theme.breakpoints.up('sm')]: { right: 24, bottom: 24 },
  zIndex: theme.zIndex.speedDial,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  fontSize: '1.5rem',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  boxShadow: theme.shadows[6],
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover, &:focus-visible': { backgroundColor: theme.palette.primary.dark, outline: 0 },
}));

type PanelProps = { onClose: () => void };

/** Offline before the panel's code was ever fetched: say so, and let the next opening retry. */
function PanelUnavailable({ onClose }: PanelProps) {
  const { t } = useTranslation();
  return (
    <Paper
      role="alert"
      elevation={8}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        p: 1.5,
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{t('supportChat.unavailable')}</Typography>
        <IconButton size="small" aria-label={t('supportChat.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}

let panelFailed = false;

const lazyPanel = () =>
  lazy<ComponentType<PanelProps>>(() =>
    import('./SupportChatPanel').catch(() => {
      panelFailed = true;
      return { default: PanelUnavailable };
    }),
  );

/**
 * The support chat's button, on every page (spec §2, §4). Only this is in the first load: the
 * panel, its texts and its api code load when the visitor first opens it.
 */
export function SupportChatLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState(lazyPanel);
  const wasOpen = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Closing returns to the button (spec §4), with the keyboard focus on it.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) buttonRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    if (panelFailed) {
      panelFailed = false;
      setPanel(() => lazyPanel());
    }
  };

  if (open) {
    return (
      <Suspense fallback={null}>
        <Panel onClose={close} />
      </Suspense>
    );
  }
  return (
    <LauncherButton
      ref={buttonRef}
      type="button"
      aria-label={t('supportChat.open')}
      onClick={() => setOpen(true)}
    >
      <ChatGlyph />
    </LauncherButton>
  );
}
