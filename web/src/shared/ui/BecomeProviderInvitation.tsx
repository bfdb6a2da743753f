import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './LocalizedLink';

/**
 * What a signed-in user who is not a provider sees instead of a provider's page: its title,
 * why, and the way to become one. The texts are `invite.title`, `invite.text` and `invite.cta`
 * of the page's namespace `ns`, each page saying what it would have shown.
 */
export function BecomeProviderInvitation({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('invite.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('invite.text')}
      </Typography>
      <Button variant="contained" size="large" component={LocalizedLink} to="/become-provider">
        {t('invite.cta')}
      </Button>
    </Box>
  );
}
