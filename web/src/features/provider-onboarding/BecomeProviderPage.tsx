import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { useOwnProvider } from './api';
import { stepsOf } from './draft';
import { ONBOARDING_NS } from './i18n';

const BENEFITS = ['clients', 'prices', 'trust', 'requests'] as const;
const NEEDS = ['account', 'trade', 'presentation', 'location', 'service', 'contact'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The call to action: start the form, or for a provider, edit it and see their public page. */
function CallToAction({
  registerPath,
  providerId,
}: {
  registerPath: string;
  /** The signed-in user's id when they already are a provider. */
  providerId: string | null;
}) {
  const { t } = useTranslation(ONBOARDING_NS);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button
        variant="contained"
        size="large"
        component={LocalizedLink}
        to={registerPath}
        data-testid="become-provider-cta"
      >
        {providerId ? t('landing.edit') : t('landing.start')}
      </Button>
      {providerId && (
        <Button
          variant="outlined"
          size="large"
          component={LocalizedLink}
          to={`/providers/${providerId}`}
        >
          {t('landing.viewPublic')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /become-provider and /become-provider/advanced: why join, what it takes, the steps, and the
 * way in (the quick or the complete form; signing in first when needed).
 */
export default function BecomeProviderPage() {
  const { t } = useTranslation(ONBOARDING_NS);
  const advanced = useLocation().pathname.endsWith('/advanced');
  const variant = advanced ? 'advanced' : 'basic';
  const registerPath = advanced ? '/register-provider-advanced' : '/register-provider';
  const steps = stepsOf(variant);
  const session = signedInUser(useAuth().state);
  const provider = useOwnProvider(session?.id ?? null);
  const providerId =
    session !== null && provider.status === 'success' && provider.data !== null ? session.id : null;

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 1040, mx: 'auto' }}>
      <Box component="header">
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {advanced ? t('landing.titleAdvanced') : t('landing.title')}
        </Typography>
        <Typography variant="h6" component="p" color="textSecondary" sx={{ mb: 1, maxWidth: 760 }}>
          {t('landing.intro')}
        </Typography>
        {advanced && (
          <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 760 }}>
            {t('landing.introAdvanced')}
          </Typography>
        )}
        <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
          {providerId && <Alert severity="info">{t('landing.alreadyProvider')}</Alert>}
          <CallToAction registerPath={registerPath} providerId={providerId} />
        </Stack>
      </Box>

      <Section title={t('landing.benefitsTitle')}>
        <Grid container spacing={2}>
          {BENEFITS.map((benefit) => (
            <Grid key={benefit} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {t(`landing.benefits.${benefit}.title`)}
                  </Typography>
                  <Typography color="textSecondary">
                    {t(`landing.benefits.${benefit}.text`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Grid container spacing={{ xs: 0, md: 4 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('landing.needsTitle')}>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {NEEDS.map((need) => (
                <Typography key={need} component="li" sx={{ mb: 1 }}>
                  {t(`landing.needs.${need}`)}
                </Typography>
              ))}
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('landing.stepsTitle')}>
            <List component="ol" disablePadding data-testid="become-provider-steps">
              {steps.map((step, index) => (
                <ListItem key={step} disableGutters alignItems="flex-start">
                  <ListItemAvatar>
                    <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 16 }}>
                      {index + 1}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={t(`steps.${step}.title`)}
                    secondary={t(`steps.${step}.description`)}
                  />
                </ListItem>
              ))}
            </List>
          </Section>
        </Grid>
      </Grid>

      <Box sx={{ mt: { xs: 4, md: 6 } }}>
        <CallToAction registerPath={registerPath} providerId={providerId} />
        <Typography sx={{ mt: 3 }} color="textSecondary">
          {advanced ? t('landing.toBasic') : t('landing.toAdvanced')}{' '}
          <Box
            component={LocalizedLink}
            to={advanced ? '/become-provider' : '/become-provider/advanced'}
            sx={{ color: 'primary.main' }}
          >
            {advanced ? t('landing.toBasicLink') : t('landing.toAdvancedLink')}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}
