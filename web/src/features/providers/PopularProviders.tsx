import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { POPULAR_PROVIDERS_LIMIT, usePopularProviders } from './api';
import { PROVIDERS_NS } from './i18n';
import { ProviderGrid, ProviderGridSkeleton } from './ProviderCard';

/** Home section: the best-rated verified providers, with a link to the full search. */
export function PopularProviders() {
  const { t } = useTranslation(PROVIDERS_NS);
  const titleId = useId();
  const { status, data } = usePopularProviders();
  // A platform without verified providers yet simply has no such section.
  if (status === 'success' && data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ pb: 6 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
      >
        <Typography id={titleId} variant="h5" component="h2" gutterBottom>
          {t('popular.title')}
        </Typography>
        <Button component={LocalizedLink} to="/services" sx={{ flexShrink: 0 }}>
          {t('popular.seeAll')}
        </Button>
      </Stack>
      {status === 'loading' && <ProviderGridSkeleton count={POPULAR_PROVIDERS_LIMIT} />}
      {status === 'error' && <Alert severity="info">{t('popular.error')}</Alert>}
      {status === 'success' && <ProviderGrid providers={data} />}
    </Box>
  );
}
