import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { SALES_DASHBOARD_NS } from './i18n';

/** What a signed-in user who is not a provider sees instead of the dashboard. */
export function BecomeProviderInvitation() {
  const { t } = useTranslation(SALES_DASHBOARD_NS);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('invite.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('invite.text')}
      </Typography>
      <Button variant="contained" size="large" component={LocalizedLink} to="/become-provider">
        {t('invite.cta')}
      </Button>
    </>
  );
}
