import { Alert, Box, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { photoUrl, useQuoteRequest } from './api';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { formatDay } from '../../shared/i18n/dates';
import { PROVIDER_QUOTES_NS } from './i18n';
import type { InboxItem } from './model';

/**
 * The request as its customer wrote it: the entry's summary at once, then the whole request
 * (`quotes/{id}`: address, contact method, additional information, photos) once read.
 */
export function RequestSection({ item }: { item: InboxItem }) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const language = usePageLanguage();
  const headingId = useId();
  const request = useQuoteRequest(item.quoteId);
  const full = request.status === 'success' ? request.data : null;
  const summary = item.request;

  const rows: [string, string][] = [
    [t('details.customer'), summary.customerName],
    [t('details.description'), full?.description ?? summary.description],
    [t('details.urgency'), t(`urgency.${summary.urgency}`)],
    [
      t('details.budget'),
      summary.budgetFCFA === null ? t('details.noBudget') : formatFCFA(summary.budgetFCFA),
    ],
    [
      t('details.preferredDate'),
      summary.preferredDate
        ? formatDay(summary.preferredDate, language)
        : t('details.noPreferredDate'),
    ],
    [
      t('details.address'),
      full?.location.address ? `${full.location.address}, ${full.location.city}` : summary.city,
    ],
  ];
  if (full) {
    rows.push([t('details.contactMethod'), t(`contact.${full.contactMethod}`)]);
    if (full.additionalInfo) rows.push([t('details.additionalInfo'), full.additionalInfo]);
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('details.request')}
      </Typography>
      {request.status === 'error' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('details.requestLoadError')}
        </Alert>
      )}
      <DescriptionList rows={rows} />
      {full && full.photoIds.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('details.photos')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
              gap: 1,
            }}
          >
            {full.photoIds.map((photoId, index) => (
              <Box
                key={photoId}
                component="a"
                href={photoUrl(item.quoteId, photoId)}
                target="_blank"
                rel="noopener"
              >
                <Box
                  component="img"
                  src={photoUrl(item.quoteId, photoId)}
                  alt={t('details.photoAlt', { number: index + 1 })}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
                />
              </Box>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
