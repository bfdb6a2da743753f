import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFrom, formatFCFA, QUOTE_API, QUOTE_TRANSITIONS } from '@marketplace/domain';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { useQuoteResponses } from './api';
import { formatDay, formatInstant } from './format';
import { QUOTE_ADMIN_NS, pageLanguage } from './i18n';
import type { AdminQuote } from './model';
import { STATUS_COLORS } from './QuoteTable';

interface Props {
  quote: AdminQuote;
  serviceOf: (quote: AdminQuote) => string;
  onClose: () => void;
  onCancel: () => void;
}

/** Everything the customer asked for, who received it and what each answered. */
export function QuoteDetailDialog({ quote, serviceOf, onClose, onCancel }: Props) {
  const { t, i18n } = useTranslation(QUOTE_ADMIN_NS);
  const language = pageLanguage(i18n.language);
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cancellable = actionsFrom(QUOTE_TRANSITIONS, quote.status, 'admin').includes('cancel');
  const rows: [string, ReactNode][] = [
    [t('detail.created'), quote.createdAt ? formatInstant(quote.createdAt, language) : ''],
    [t('detail.expires'), quote.expiresAt ? formatInstant(quote.expiresAt, language) : ''],
    [t('detail.customer'), quote.customerName],
    [t('detail.kind'), quote.providerId ? t('detail.aimed') : t('detail.open')],
    [t('detail.category'), serviceOf(quote)],
    [t('detail.description'), quote.description],
    [t('detail.urgency'), t(`urgency.${quote.urgency}`)],
    [
      t('detail.budget'),
      quote.budgetFCFA === null ? t('detail.noBudget') : formatFCFA(quote.budgetFCFA),
    ],
    [t('detail.location'), `${quote.location.address}, ${quote.location.city}`],
    [
      t('detail.preferredDate'),
      quote.preferredDate ? formatDay(quote.preferredDate, language) : t('detail.noDate'),
    ],
    [t('detail.contactMethod'), t(`contact.${quote.contactMethod}`)],
  ];
  if (quote.additionalInfo) rows.push([t('detail.additionalInfo'), quote.additionalInfo]);
  if (quote.photoIds.length > 0) {
    rows.push([
      t('detail.photos'),
      <Stack component="span" direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {quote.photoIds.map((photoId, index) => (
          <Link
            key={photoId}
            href={QUOTE_API.photo(quote.id, photoId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('detail.photo', { number: index + 1 })}
          </Link>
        ))}
      </Stack>,
    ]);
  }
  if (quote.cancelledBy) {
    rows.push([t(`detail.cancelledBy.${quote.cancelledBy}`), quote.cancelReason ?? '']);
  }
  if (quote.contractId) {
    rows.push([
      t('detail.contract'),
      <Link component={LocalizedLink} to={`/contracts/${quote.contractId}`}>
        {quote.contractId}
      </Link>,
    ]);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {t('detail.title', { name: quote.customerName })}
        <Typography
          variant="body2"
          color="textSecondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {t('detail.reference', { id: quote.id })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Chip
          label={t(`status.${quote.status}`)}
          color={STATUS_COLORS[quote.status]}
          sx={{ mb: 2 }}
          data-testid="quote-detail-status"
        />
        <DescriptionList rows={rows} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h3" gutterBottom>
          {t('detail.quotes', { count: quote.recipientIds.length })}
        </Typography>
        <Responses quoteId={quote.id} />
      </DialogContent>
      <DialogActions>
        {cancellable && (
          <Button color="error" onClick={onCancel}>
            {t('detail.cancel')}
          </Button>
        )}
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Responses({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(QUOTE_ADMIN_NS);
  const responses = useQuoteResponses(quoteId);
  if (responses.status === 'loading') return <CircularProgress size={24} />;
  if (responses.status === 'error')
    return <Alert severity="error">{t('detail.quotesError')}</Alert>;
  if (responses.data.length === 0) return <Typography>{t('detail.noQuotes')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {responses.data.map((response) => (
        <Box
          component="li"
          key={response.providerId}
          data-testid={`quote-response-${response.providerId}`}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {response.providerName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ whiteSpace: 'nowrap' }}>
              {response.totalFCFA === null ? t('detail.notPriced') : formatFCFA(response.totalFCFA)}
            </Typography>
            <Chip size="small" label={t(`responseStatus.${response.status}`)} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
