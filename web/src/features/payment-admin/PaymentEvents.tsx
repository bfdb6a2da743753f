import { Alert, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { usePaymentEvents } from './api';
import { chipColor, formatEventTime } from './format';
import { PAYMENT_ADMIN_NS } from './namespace';

/** A payment's history, oldest first: its states, the webhooks (duplicates included). */
export function PaymentEvents({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(PAYMENT_ADMIN_NS);
  const language = usePageLanguage();
  const events = usePaymentEvents(paymentId);
  return (
    <section aria-label={t('events.title')}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('events.title')}
      </Typography>
      {events.status === 'loading' && <CircularProgress size={20} />}
      {events.status === 'error' && <Alert severity="error">{t('events.loadError')}</Alert>}
      {events.status === 'success' && events.data.length === 0 && (
        <Typography color="textSecondary">{t('events.empty')}</Typography>
      )}
      {events.status === 'success' && events.data.length > 0 && (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.data.map((event) => (
            <li key={event.id} data-testid="admin-payment-event">
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography variant="body2" color="textSecondary" component="span">
                  <time dateTime={event.at.toISOString()}>
                    {formatEventTime(event.at, language)}
                  </time>
                </Typography>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {t(`events.types.${event.type}`)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={chipColor(event.status)}
                  label={t(`statuses.${event.status}`)}
                />
              </Stack>
              {(event.eventId || event.detail) && (
                <Typography
                  variant="caption"
                  color="textSecondary"
                  component="p"
                  sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}
                >
                  {[event.eventId && t('events.eventId', { id: event.eventId }), event.detail]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              )}
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
