import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { formatDay } from '../../shared/i18n/dates';
import { durationParts, formatDate } from './format';
import { PROVIDER_QUOTES_NS } from './i18n';
import { isOpenQuote, useSeenText } from './InboxCard';
import type { InboxItem } from './model';

/** The quote the provider sent: its lines and total, terms, and whether the customer saw it. */
export function QuoteSummary({ item }: { item: InboxItem & { totalFCFA: number } }) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  const language = usePageLanguage();
  const seenText = useSeenText();
  const headingId = useId();

  const rows: [string, string][] = [];
  if (item.durationMinutes !== null) {
    const { unit, count } = durationParts(item.durationMinutes);
    rows.push([t('details.duration'), t(`duration.${unit}`, { count })]);
  }
  if (item.earliestStart) {
    rows.push([t('details.earliestStart'), formatDay(item.earliestStart, language)]);
  }
  if (isOpenQuote(item.status) && item.validUntil) {
    rows.push([t('details.validUntil'), formatDate(item.validUntil, language)]);
  }
  if (item.message) rows.push([t('details.message'), item.message]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {t('details.quote')}
      </Typography>
      <Typography variant="body2" color="textSecondary" gutterBottom>
        {seenText(item)}
        {item.revision > 0 && ` · ${t('details.revised', { count: item.revision })}`}
      </Typography>
      <Stack
        component="ul"
        divider={<Divider component="li" />}
        sx={{ listStyle: 'none', p: 0, my: 2 }}
      >
        {item.lineItems.map((line, index) => (
          <Box
            component="li"
            key={index}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{line.label}</Typography>
              <Typography variant="body2" color="textSecondary">
                {t('details.lineMath', {
                  quantity: line.quantity,
                  price: formatFCFA(line.unitPriceFCFA),
                })}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap' }}>
              {formatFCFA(line.quantity * line.unitPriceFCFA)}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="h6" component="p" sx={{ mb: 2, textAlign: 'right' }}>
        {t('item.total', { amount: formatFCFA(item.totalFCFA) })}
      </Typography>
      <DescriptionList rows={rows} />
    </Paper>
  );
}
