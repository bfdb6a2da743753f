import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_NS } from './namespace';

/** The provider's documents could not be read: say so, and offer another try. */
export function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation(VERIFICATION_NS);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadError')}
    </Alert>
  );
}
