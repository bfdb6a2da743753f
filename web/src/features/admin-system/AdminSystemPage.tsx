import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemView } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useSystemView } from './api';
import { ADMIN_SYSTEM_NS } from './i18n';
import { dateTimeFormat, numberFormat } from '@marketplace/domain';

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  const id = `system-${testId}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography component="dt" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

function SystemDetails({ view }: { view: SystemView }) {
  const { t } = useTranslation(ADMIN_SYSTEM_NS);
  const locale = usePageLanguage() === 'en' ? 'en-GB' : 'fr-FR';
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const number = numberFormat(locale);
  return (
    <Grid container spacing={2}>
      {view.unavailable && (
        <Grid size={12}>
          <Alert severity="warning" data-testid="system-unavailable">
            {t('unavailable', {
              figures: view.unavailable.map((figure) => t(`figures.${figure}`)).join(', '),
            })}
          </Alert>
        </Grid>
      )}
      <Grid size={12}>
        <Section title={t('services.title')} testId="system-services">
          <List disablePadding>
            {view.services.map((service) => (
              <ListItem key={service.name} disableGutters data-testid={`service-${service.name}`}>
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <span>{t(`services.${service.name}`)}</span>
                      <Chip
                        size="small"
                        color={service.ok ? 'success' : 'error'}
                        label={t(service.ok ? 'services.ok' : 'services.down')}
                      />
                      <Typography component="span" variant="body2" color="textSecondary">
                        {t('services.latency', { ms: number.format(service.latencyMs) })}
                      </Typography>
                    </Stack>
                  }
                  secondary={service.detail}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('versions.title')} testId="system-versions">
          <Box component="dl" sx={{ m: 0 }}>
            <Figure label={t('versions.app')} value={view.versions.app} />
            <Figure label={t('versions.rules')} value={view.versions.rules} />
          </Box>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('queues.title')} testId="system-queues">
          <Box component="dl" sx={{ m: 0 }}>
            <Figure label={t('queues.mail')} value={number.format(view.outbox.mail)} />
            <Figure label={t('queues.sms')} value={number.format(view.outbox.sms)} />
            <Figure label={t('queues.jobs')} value={number.format(view.pendingJobs)} />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('queues.help')}
          </Typography>
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title={t('errors.title')} testId="system-errors">
          {view.recentErrors.length === 0 ? (
            <Typography color="textSecondary">{t('errors.none')}</Typography>
          ) : (
            <List disablePadding>
              {view.recentErrors.map((error, index) => (
                <ListItem key={`${error.at}-${index}`} disableGutters divider>
                  <ListItemText
                    primary={error.message}
                    secondary={
                      <>
                        <time dateTime={error.at}>{when.format(new Date(error.at))}</time>
                        {` · ${error.source}`}
                      </>
                    }
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Grid>
    </Grid>
  );
}

/**
 * /admin/system (admins): each backend service measured live by the api, the app and rules
 * versions, the outbox and the jobs the timers owe, and the api's recent server errors.
 */
export default function AdminSystemPage() {
  const { t } = useTranslation(ADMIN_SYSTEM_NS);
  const system = useSystemView();
  const [refreshing, setRefreshing] = useState(false);
  const locale = usePageLanguage() === 'en' ? 'en-GB' : 'fr-FR';
  const refresh = () => {
    setRefreshing(true);
    system
      .refetch()
      // The error shows from the query's state.
      .catch(() => {})
      .finally(() => setRefreshing(false));
  };
  let content;
  if (system.data) content = <SystemDetails view={system.data} />;
  else if (system.status === 'error') content = <Alert severity="error">{t('loadError')}</Alert>;
  else content = <PageSpinner />;
  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 1000, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography color="textSecondary">{t('intro')}</Typography>
          {system.updatedAt > 0 && (
            <Typography variant="body2" color="textSecondary" data-testid="system-measured">
              {t('measuredAt', {
                time: dateTimeFormat(locale, { timeStyle: 'medium' }).format(system.updatedAt),
              })}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" onClick={refresh} loading={refreshing} sx={{ flexShrink: 0 }}>
          {t('refresh')}
        </Button>
      </Stack>
      {system.status === 'error' && system.data && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('loadError')}
        </Alert>
      )}
      {content}
    </Box>
  );
}
