import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA, QUOTE_API } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import type { QuoteRequest } from './converters';
import { formatDay } from '../../shared/i18n/dates';
import { formatDate } from './format';
import { QUOTES_NS } from './namespace';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Everything the customer asked for, with their photos. */
export function RequestSummary({ quote }: { quote: QuoteRequest }) {
  const { t } = useTranslation(QUOTES_NS);
  const language = usePageLanguage();
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('details.request')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          m: 0,
        }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Field label={t('review.description')}>{quote.description}</Field>
        </Box>
        <Field label={t('review.urgency')}>{t(`urgency.${quote.urgency}`)}</Field>
        <Field label={t('review.budget')}>
          {quote.budgetFCFA === null ? t('review.noBudget') : formatFCFA(quote.budgetFCFA)}
        </Field>
        <Field label={t('review.place')}>
          {[quote.location.address, quote.location.city].filter(Boolean).join(', ')}
        </Field>
        <Field label={t('review.preferredDate')}>
          {quote.preferredDate ? formatDay(quote.preferredDate, language) : t('review.anyDate')}
        </Field>
        <Field label={t('review.contactMethod')}>{t(`contactMethod.${quote.contactMethod}`)}</Field>
        {quote.createdAt && (
          <Field label={t('details.createdAt')}>{formatDate(quote.createdAt, language)}</Field>
        )}
        {quote.additionalInfo && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label={t('review.additionalInfo')}>{quote.additionalInfo}</Field>
          </Box>
        )}
      </Box>
      {quote.photoIds.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, overflowX: 'auto' }}
        >
          {quote.photoIds.map((photoId, index) => (
            <Box component="li" key={photoId} sx={{ flex: '0 0 auto' }}>
              <Box
                component="a"
                href={QUOTE_API.photo(quote.id, photoId)}
                target="_blank"
                rel="noopener"
              >
                <Box
                  component="img"
                  src={QUOTE_API.photo(quote.id, photoId)}
                  alt={t('details.photo', { number: index + 1 })}
                  loading="lazy"
                  sx={{
                    width: 112,
                    height: 112,
                    objectFit: 'cover',
                    borderRadius: 1,
                    display: 'block',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
