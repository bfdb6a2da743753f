import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { ContactButton } from '../../shared/conversations/ContactButton';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import type { QuoteResponse } from './converters';
import { formatDay } from '../../shared/i18n/dates';
import { durationParts, formatDate } from './format';
import { VerifiedIcon } from './icons';
import { QUOTES_NS } from './namespace';
import { ResponseStatusChip } from './StatusChip';
import { StarRating } from '../../shared/ui/StarRating';
import { formatRating } from '../../shared/i18n/numbers';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** "2 h 30 min", "3 jours": a quote's estimated duration in the page language. */
function useDurationText() {
  const { t } = useTranslation(QUOTES_NS);
  return (minutes: number) => {
    const parts = durationParts(minutes);
    if (parts.kind === 'days') return t('duration.days', { count: parts.days });
    if (parts.kind === 'minutes') return t('duration.minutes', { count: parts.minutes });
    return parts.minutes === 0
      ? t('duration.hours', { count: parts.hours })
      : t('duration.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
  };
}

export interface QuoteCardProps {
  quote: QuoteResponse;
  /** Offered only when the request and this quote allow the customer's `accept`. */
  onAccept?: () => void;
  busy: boolean;
}

/** One provider's priced quote, as compared side by side. */
export function QuoteCard({ quote, onAccept, busy }: QuoteCardProps) {
  const { t } = useTranslation(QUOTES_NS);
  const language = usePageLanguage();
  const durationText = useDurationText();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={t('quote.label', { name: quote.providerName })}
      data-testid="quote-card"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: quote.status === 'accepted' ? 'success.main' : undefined,
        borderWidth: quote.status === 'accepted' ? 2 : undefined,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {quote.providerName}
          </Typography>
          <ResponseStatusChip status={quote.status} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <StarRating value={quote.providerRating} />
          <Typography variant="body2" data-testid="quote-rating">
            {quote.providerReviewCount > 0
              ? t('quote.rating', {
                  rating: formatRating(quote.providerRating, language),
                  count: quote.providerReviewCount,
                })
              : t('quote.noReviews')}
          </Typography>
          {quote.providerVerified && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              icon={<VerifiedIcon />}
              label={t('quote.verified')}
            />
          )}
        </Stack>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, my: 1 }}
          data-testid="quote-total"
        >
          {quote.totalFCFA === null ? t('quote.noTotal') : formatFCFA(quote.totalFCFA)}
        </Typography>
        {quote.lineItems.length > 0 && (
          <Box component="ul" sx={{ pl: 2, my: 1 }}>
            {quote.lineItems.map((line, index) => (
              <Typography component="li" variant="body2" key={`${index}-${line.label}`}>
                {t('quote.line', {
                  label: line.label,
                  quantity: line.quantity,
                  unitPrice: formatFCFA(line.unitPriceFCFA),
                  subtotal: formatFCFA(line.quantity * line.unitPriceFCFA),
                })}
              </Typography>
            ))}
          </Box>
        )}
        <Divider sx={{ my: 1 }} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0 }}>
          {quote.durationMinutes !== null && (
            <Fact label={t('quote.duration')}>{durationText(quote.durationMinutes)}</Fact>
          )}
          {quote.earliestStart && (
            <Fact label={t('quote.earliestStart')}>{formatDay(quote.earliestStart, language)}</Fact>
          )}
          {quote.validUntil && (
            <Fact label={t('quote.validUntil')}>{formatDate(quote.validUntil, language)}</Fact>
          )}
        </Box>
        {quote.message && (
          <Typography
            variant="body2"
            sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {quote.message}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, flexDirection: 'column', gap: 1 }} disableSpacing>
        {onAccept && (
          <Button variant="contained" fullWidth onClick={onAccept} disabled={busy}>
            {t('quote.accept')}
          </Button>
        )}
        <ContactButton
          subject={{ kind: 'quote', id: quote.quoteId }}
          providerId={quote.providerId}
          label={t('quote.message')}
          fullWidth
        />
      </CardActions>
    </Card>
  );
}
