import { Alert, AlertTitle, Button, IconButton, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { CloseIcon } from '../../shared/ui/icons';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { markNotificationRead } from './api';
import { NOTIFICATIONS_NS } from './i18n';
import type { UnreadCounts } from './model';
import { useToastQueue } from './useToastQueue';

/** Long enough to read a title and a sentence. */
export const TOAST_MS = 6000;

/**
 * A toast for each notification that arrives while the app is open, one at a time, at the top
 * below the header: on a phone the bottom of the screen holds the page's own buttons (send,
 * book, pay), which a toast must never cover. Polite (role status): it does not interrupt a
 * screen reader.
 */
export default function NotificationToasts({
  uid,
  counts,
}: {
  uid: string;
  counts: LiveData<UnreadCounts>;
}) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { current, next } = useToastQueue(uid, counts);
  const [closing, setClosing] = useState<string | null>(null);
  if (!current) return null;
  const close = () => setClosing(current.id);
  const { link } = current;
  return (
    <Snackbar
      key={current.id}
      open={closing !== current.id}
      autoHideDuration={TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      // Below the sticky header (56 px on phones, 64 px from `sm`).
      sx={{ top: { xs: 64, sm: 72 } }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      slotProps={{ transition: { onExited: next } }}
    >
      <Alert
        severity="info"
        variant="filled"
        role="status"
        aria-live="polite"
        data-testid="notification-toast"
        sx={{ width: '100%', maxWidth: 480 }}
        action={
          <>
            {link !== null && (
              <Button
                color="inherit"
                size="small"
                component={LocalizedLink}
                to={link}
                onClick={() => {
                  markNotificationRead(uid, current.id).catch((error: unknown) =>
                    console.warn('Could not mark the notification read', error),
                  );
                  close();
                }}
              >
                {t('toast.view')}
              </Button>
            )}
            <IconButton color="inherit" size="small" aria-label={t('toast.close')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <AlertTitle>{current.title}</AlertTitle>
        {current.body}
      </Alert>
    </Snackbar>
  );
}
