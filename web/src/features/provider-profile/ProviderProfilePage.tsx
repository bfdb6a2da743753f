import { Alert, Button, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { localize } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { useProvider, type ProviderDetails } from './api';
import { AvailabilitySection } from './AvailabilitySection';
import { ContactSection } from './ContactSection';
import { contentLanguage, PROVIDER_PROFILE_NS } from './i18n';
import { ProfileSection } from './ProfileSection';
import { ProviderHeader } from './ProviderHeader';
import { ReviewsSection } from './ReviewsSection';
import { ServicesSection } from './ServicesSection';

/** The tab shows the provider's name while the page is open, the app's title after. */
function useDocumentTitle(name: string | null) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const title = name && t('page.documentTitle', { name, app: t('common:app.title') });
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = i18n.t('common:app.title');
    };
  }, [title, i18n]);
}

function BackToServices() {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  return (
    <Button component={LocalizedLink} to="/services" variant="outlined" sx={{ alignSelf: 'start' }}>
      {t('page.backToServices')}
    </Button>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  return (
    <Stack spacing={3} role="status" aria-label={t('page.loading')} data-testid="profile-skeleton">
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

function ProviderNotFound() {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }} data-testid="provider-not-found">
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography>{t('notFound.message')}</Typography>
        <Button
          component={LocalizedLink}
          to="/services"
          variant="contained"
          sx={{ alignSelf: 'start' }}
        >
          {t('notFound.action')}
        </Button>
      </Stack>
    </Paper>
  );
}

function ProviderProfile({ provider }: { provider: ProviderDetails }) {
  const { t, i18n } = useTranslation(PROVIDER_PROFILE_NS);
  const language = contentLanguage(i18n.language);
  useDocumentTitle(provider.displayName);
  return (
    <Stack spacing={3} data-testid="provider-profile">
      <ProviderHeader provider={provider} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <ProfileSection title={t('about.title')} testId="provider-about">
              <Typography sx={{ whiteSpace: 'pre-line' }}>
                {localize(provider.about, language)}
              </Typography>
            </ProfileSection>
            <ServicesSection providerId={provider.id} />
            <ReviewsSection provider={provider} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <ContactSection provider={provider} />
            <AvailabilitySection availability={provider.availability} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** `/providers/{id}`: a provider's public profile, read over REST and kept for offline visits. */
export default function ProviderProfilePage() {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  const { id = '' } = useParams();
  const provider = useProvider(id);
  switch (provider.status) {
    case 'loading':
      return <ProfileSkeleton />;
    case 'error':
      return (
        <Stack spacing={2}>
          <Alert severity="error">{t('page.error')}</Alert>
          <BackToServices />
        </Stack>
      );
    case 'success':
      if (provider.data) return <ProviderProfile provider={provider.data} />;
      // Offline, a profile never seen on this device is unknown, not missing.
      if (provider.fromCache) {
        return (
          <Stack spacing={2}>
            <Alert severity="info">{t('page.offline')}</Alert>
            <BackToServices />
          </Stack>
        );
      }
      return <ProviderNotFound />;
  }
}
