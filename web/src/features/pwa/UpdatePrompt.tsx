import { Button, IconButton, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../shared/ui/icons';
import { PWA_NS } from './i18n';
import { applyUpdate, useUpdateAvailable } from './registerServiceWorker';

/** Offers to switch to a newly deployed version; the page reloads once it is active. */
export function UpdatePrompt() {
  const { t } = useTranslation(PWA_NS);
  const available = useUpdateAvailable();
  const [dismissed, setDismissed] = useState(false);
  return (
    <Snackbar
      open={available && !dismissed}
      // At the top, clear of the install popup at the bottom.
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      message={t('update.available')}
      action={
        <>
          <Button color="secondary" size="small" onClick={applyUpdate}>
            {t('update.reload')}
          </Button>
          <IconButton
            color="inherit"
            size="small"
            aria-label={t('update.close')}
            onClick={() => setDismissed(true)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
