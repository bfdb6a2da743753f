import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../shared/ui/LocalizedLink';

/** Shown in place of an admin-only page to everyone else (HTTP 403 in spirit). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: 8, alignItems: 'flex-start' }} data-testid="forbidden-page">
      <Typography variant="overline" color="textSecondary">
        403
      </Typography>
      <Typography variant="h4" component="h1">
        {t('forbidden.title')}
      </Typography>
      <Typography color="textSecondary">{t('forbidden.description')}</Typography>
      <Button component={LocalizedLink} to="/" variant="contained">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
