import {
  Alert,
  Box,
  Button,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { actionsFrom, QUOTE_RESPONSE_TRANSITIONS, QUOTE_TRANSITIONS } from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { useActiveCategories } from '../../shared/catalog/categories';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { AcceptDialog, CancelDialog } from './ActionDialogs';
import {
  acceptQuote,
  cancelQuote,
  isQuoteNotFound,
  loadQuoteDetails,
  markQuotesSeen,
  type QuoteDetails,
} from './api';
import { QUOTE_SORTS, sortQuotes, type QuoteSort } from './compare';
import type { QuoteResponse } from './converters';
import { errorTextKey, quoteErrorOf, type QuoteErrorKey } from './errors';
import { subjectOf } from './format';
import { QUOTES_NS } from './i18n';
import { QuoteCard } from './QuoteCard';
import { RequestSummary } from './RequestSummary';
import { useSignInPath } from './signIn';
import { RequestStatusChip } from './StatusChip';
import { useLoaded } from './useLoaded';

/** Tells the providers, once per visit, that their quotes were seen. */
function useMarkSeen(details: QuoteDetails | undefined) {
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!details) return;
    const { quote, responses } = details;
    if (marked.current === quote.id) return;
    if (!responses.some((response) => response.seenAt === null)) return;
    marked.current = quote.id;
    // Only the providers' "seen on …" depends on it: a failure is not the customer's concern.
    markQuotesSeen(quote.id).catch((error: unknown) => console.warn('Seen not recorded', error));
  }, [details]);
}

type Action =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'accepted'; contractId: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: QuoteErrorKey };

/** The request, its quotes side by side, and what the customer may do now. */
function Details({ details, reload }: { details: QuoteDetails; reload: () => void }) {
  const { t } = useTranslation(QUOTES_NS);
  const language = usePageLanguage();
  const categories = useActiveCategories();
  const [sort, setSort] = useState<QuoteSort>('price');
  const [accepting, setAccepting] = useState<QuoteResponse | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [action, setAction] = useState<Action>({ kind: 'idle' });
  const { quote, responses } = details;
  useMarkSeen(details);

  const requestActions = actionsFrom(QUOTE_TRANSITIONS, quote.status, 'customer');
  const canAccept = (response: QuoteResponse) =>
    requestActions.includes('accept') &&
    actionsFrom(QUOTE_RESPONSE_TRANSITIONS, response.status, 'customer').includes('accept');
  const busy = action.kind === 'busy';
  const contractId = action.kind === 'accepted' ? action.contractId : quote.contractId;

  const run = async (task: () => Promise<Action>) => {
    setAction({ kind: 'busy' });
    try {
      setAction(await task());
      reload();
    } catch (error) {
      setAction({ kind: 'failed', error: quoteErrorOf(error) });
    }
  };
  const accept = (response: QuoteResponse) => {
    setAccepting(null);
    void run(async () => ({
      kind: 'accepted',
      contractId: await acceptQuote(quote.id, response.providerId),
    }));
  };
  const cancel = (reason: string) => {
    setCancelling(false);
    void run(async () => {
      await cancelQuote(quote.id, reason);
      return { kind: 'cancelled' };
    });
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {subjectOf(quote, categories.data, language)}
        </Typography>
        <RequestStatusChip status={quote.status} />
      </Stack>
      <Typography color="textSecondary" data-testid="quote-counts">
        {t('details.counts', {
          asked: t('details.asked', { count: quote.recipientIds.length }),
          quotes: t('details.quotes', { count: responses.length }),
        })}
      </Typography>

      {contractId && (
        <Alert
          severity="success"
          action={
            <Button
              color="inherit"
              size="small"
              component={LocalizedLink}
              to={`/contracts/${contractId}`}
            >
              {t('details.viewContract')}
            </Button>
          }
        >
          {action.kind === 'accepted' ? t('details.acceptedNow') : t('details.accepted')}
        </Alert>
      )}
      {quote.status === 'cancelled' && (
        <Alert severity="info">
          {quote.cancelledBy === 'admin' ? t('details.cancelledByAdmin') : t('details.cancelled')}
          {quote.cancelReason ? ` ${t('details.reason', { reason: quote.cancelReason })}` : ''}
        </Alert>
      )}
      {quote.status === 'expired' && <Alert severity="warning">{t('details.expired')}</Alert>}
      {action.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {t(errorTextKey(action.error))}
        </Alert>
      )}

      <RequestSummary quote={quote} />

      <Box component="section" aria-labelledby="quote-comparison-title">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Typography variant="h6" component="h2" id="quote-comparison-title">
            {t('details.quotesTitle')}
          </Typography>
          {responses.length > 1 && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={sort}
              onChange={(_event, value: QuoteSort | null) => value && setSort(value)}
              aria-label={t('details.sortLabel')}
            >
              {QUOTE_SORTS.map((option) => (
                <ToggleButton key={option} value={option}>
                  {t(`details.sort.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Stack>
        {responses.length === 0 ? (
          <Typography color="textSecondary">{t('details.noQuotes')}</Typography>
        ) : (
          <Box
            data-testid="quote-comparison"
            sx={{
              // A row that scrolls sideways on a phone, a grid on wider screens.
              display: { xs: 'flex', md: 'grid' },
              gridTemplateColumns: { md: 'repeat(auto-fill, minmax(280px, 1fr))' },
              overflowX: { xs: 'auto', md: 'visible' },
              scrollSnapType: { xs: 'x mandatory', md: 'none' },
              gap: 2,
              pb: 1,
              '& > *': { flex: { xs: '0 0 85%', sm: '0 0 60%' }, scrollSnapAlign: 'start' },
            }}
          >
            {sortQuotes(responses, sort).map((response) => (
              <QuoteCard
                key={response.id}
                quote={response}
                busy={busy}
                onAccept={canAccept(response) ? () => setAccepting(response) : undefined}
              />
            ))}
          </Box>
        )}
      </Box>

      {requestActions.includes('cancel') && (
        <Box>
          <Button
            color="error"
            variant="outlined"
            onClick={() => setCancelling(true)}
            disabled={busy}
          >
            {t('details.cancelRequest')}
          </Button>
        </Box>
      )}
      <AcceptDialog quote={accepting} onCancel={() => setAccepting(null)} onConfirm={accept} />
      <CancelDialog open={cancelling} onCancel={() => setCancelling(false)} onConfirm={cancel} />
    </Stack>
  );
}

/** The page's heading while there is no request to name it after. */
function Titled({ children }: { children: ReactNode }) {
  const { t } = useTranslation(QUOTES_NS);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('details.title')}
      </Typography>
      {children}
    </>
  );
}

function QuoteDetailsLoader({ quoteId, uid }: { quoteId: string; uid: string }) {
  const { t } = useTranslation(QUOTES_NS);
  const [loaded, reload] = useLoaded(`${uid}:${quoteId}`, () => loadQuoteDetails(quoteId, uid));
  if (loaded.status === 'loading') return <PageSpinner />;
  if (loaded.status === 'error') {
    if (isQuoteNotFound(loaded.error)) {
      return (
        <Titled>
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" component={LocalizedLink} to="/quotation-orders">
                {t('details.myRequests')}
              </Button>
            }
          >
            {t('details.notFound')}
          </Alert>
        </Titled>
      );
    }
    return (
      <Titled>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('orders.retry')}
            </Button>
          }
        >
          {t('details.loadError')}
        </Alert>
      </Titled>
    );
  }
  return <Details details={loaded.data} reload={reload} />;
}

/** /quotation-details/{id}: the customer's request and the quotes it received. */
export default function QuotationDetailsPage() {
  const { t } = useTranslation(QUOTES_NS);
  const { id = '' } = useParams();
  const auth = useAuth().state;
  const session = signedInUser(auth);
  const signInPath = useSignInPath();
  let content;
  if (auth.status === 'loading') {
    content = <PageSpinner />;
  } else if (session === null) {
    content = (
      <Titled>
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={Link} to={signInPath}>
              {t('details.signIn')}
            </Button>
          }
        >
          {t('details.signedOut')}
        </Alert>
      </Titled>
    );
  } else {
    content = <QuoteDetailsLoader key={`${session.id}:${id}`} quoteId={id} uid={session.id} />;
  }
  return <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 1200, mx: 'auto' }}>{content}</Box>;
}
