import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { useActiveCategories } from '../../shared/catalog/categories';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { loadOrdersPage, type OrdersCursor } from './api';
import type { QuoteRequest } from './converters';
import { formatDate, subjectOf } from './format';
import { QUOTES_NS } from './i18n';
import { RequestStatusChip } from './StatusChip';
import { useLoaded } from './useLoaded';

function RequestCard({ request, subject }: { request: QuoteRequest; subject: string }) {
  const { t } = useTranslation(QUOTES_NS);
  const language = usePageLanguage();
  return (
    <Card variant="outlined" component="li">
      <CardActionArea component={LocalizedLink} to={`/quotation-details/${request.id}`}>
        <CardContent>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}
          >
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {subject}
            </Typography>
            <RequestStatusChip status={request.status} />
          </Stack>
          {/* The customer's own words tell two requests of the same trade apart. */}
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              mb: 0.5,
            }}
          >
            {request.description}
          </Typography>
          <Typography color="textSecondary" variant="body2">
            {[request.location.city, request.createdAt && formatDate(request.createdAt, language)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
            {t('orders.quoteCount', { count: request.quoteCount })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The customer's requests, 20 a page (one query each), newest first. */
function Orders({ uid }: { uid: string }) {
  const { t } = useTranslation(QUOTES_NS);
  const language = usePageLanguage();
  const categories = useActiveCategories();
  // Where each page opened so far starts: null for the first; the last one is shown.
  const [starts, setStarts] = useState<(OrdersCursor | null)[]>([null]);
  const after = starts.at(-1) ?? null;
  const [page, reload] = useLoaded(`${uid}:${starts.length}:${after?.id ?? ''}`, () =>
    loadOrdersPage(uid, after),
  );

  if (page.status === 'loading') return <PageSpinner />;
  if (page.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('orders.retry')}
          </Button>
        }
      >
        {t('orders.loadError')}
      </Alert>
    );
  }
  const { requests, next } = page.data;
  if (requests.length === 0 && starts.length === 1) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={LocalizedLink} to="/smart-quotation">
            {t('orders.request')}
          </Button>
        }
      >
        {t('orders.empty')}
      </Alert>
    );
  }
  return (
    <>
      {requests.length === 0 ? (
        <Typography color="textSecondary">{t('orders.noMore')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              subject={subjectOf(request, categories.data, language)}
            />
          ))}
        </Stack>
      )}
      <Stack
        component="nav"
        aria-label={t('orders.pages')}
        direction="row"
        spacing={2}
        sx={{ mt: 3, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Button
          onClick={() => setStarts((current) => current.slice(0, -1))}
          disabled={starts.length === 1}
        >
          {t('orders.previous')}
        </Button>
        <Typography variant="body2" color="textSecondary">
          {t('orders.page', { page: starts.length })}
        </Typography>
        <Button onClick={() => next && setStarts((current) => [...current, next])} disabled={!next}>
          {t('orders.next')}
        </Button>
      </Stack>
    </>
  );
}

/** /quotation-orders (signed in): "my quotes and orders". */
export default function QuotationOrdersPage() {
  const { t } = useTranslation(QUOTES_NS);
  const session = signedInUser(useAuth().state);
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('orders.title')}
        </Typography>
        <Button variant="contained" component={LocalizedLink} to="/smart-quotation">
          {t('orders.request')}
        </Button>
      </Stack>
      {session ? <Orders key={session.id} uid={session.id} /> : <PageSpinner />}
    </Box>
  );
}
