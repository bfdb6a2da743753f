import { createSvgIcon, IconButton, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../shared/ui/icons';

// Material "Chat" icon (Apache 2.0).
const ChatIcon = createSvgIcon(
  <path d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2M6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z" />,
  'Chat',
);

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
    <IconButton
      ref={buttonRef}
      aria-label={t('supportChat.open')}
      onClick={() => setOpen(true)}
      sx={{
        position: 'fixed',
        right: { xs: 12, sm: 24 },
        bottom: { xs: 12, sm: 24 },
        zIndex: (theme) => theme.zIndex.speedDial,
        width: 56,
        height: 56,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 6,
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <ChatIcon />
    </IconButton>
  );
}
