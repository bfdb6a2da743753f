import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatFCFA, type CountryCode, type PaymentLinkView } from '@marketplace/domain';
import { apiErrorCodeOf } from '../../shared/api/apiErrorCode';
import { HttpError } from '../../shared/api/http';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { Checkout } from '../../shared/checkout/Checkout';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { usePaymentLink, useProfileCountry } from './api';
import { formatDateTime } from './format';
import { PAYMENT_PAGES_NS } from './i18n';

/** A link the api does not know or whose signature is wrong: the same answer for both. */
const isInvalidLink = (error: Error | undefined) =>
  apiErrorCodeOf(error) === 'invalid_link' || (error instanceof HttpError && error.status === 404);

/** The link's payee, what it is for, how much, until when. */
function LinkSummary({ link }: { link: PaymentLinkView }) {
  const { t } = useTranslation(PAYMENT_PAGES_NS);
  const language = usePageLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="link-summary">
      <DescriptionList
        rows={[
          [t('link.payee'), link.payeeName],
          [t('link.description'), link.description],
          [t('link.amount'), formatFCFA(link.amountFCFA)],
          [t('link.expires'), formatDateTime(new Date(link.expiresAt), language)],
        ]}
      />
    </Paper>
  );
}

/**
 * /pay/:token (public): the checkout of a payment link, for anyone with the link (a visitor
 * names themself). A paid, expired or unknown link shows why it cannot be paid, and no form.
 */
export default function PaymentLinkCheckoutPage() {
  const { t } = useTranslation(PAYMENT_PAGES_NS);
  const { token = '' } = useParams();
  const language = usePageLanguage();
  const auth = useAuth().state;
  const session = signedInUser(auth);
  const link = usePaymentLink(token);
  const profileCountry = useProfileCountry(session?.id ?? null);

  let body;
  if (link.status === 'loading' || auth.status === 'loading') {
    body = <PageSpinner />;
  } else if (link.status === 'error' && !link.data) {
    body = isInvalidLink(link.error) ? (
      <Alert severity="error" data-testid="link-invalid">
        {t('link.invalid')}
      </Alert>
    ) : (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void link.refetch().catch(() => {})}>
            {t('link.retry')}
          </Button>
        }
      >
        {t('link.loadError')}
      </Alert>
    );
  } else if (link.data) {
    const view = link.data;
    const country: CountryCode | null = session ? (profileCountry.data ?? null) : null;
    body = (
      <Stack spacing={3}>
        <LinkSummary link={view} />
        {view.status === 'paid' && (
          <Alert severity="success" data-testid="link-paid">
            {t('link.paid')}
          </Alert>
        )}
        {view.status === 'expired' && (
          <Alert severity="warning" data-testid="link-expired">
            {t('link.expired', { date: formatDateTime(new Date(view.expiresAt), language) })}
          </Alert>
        )}
        {view.status === 'active' &&
          (session && profileCountry.status === 'loading' ? (
            <PageSpinner />
          ) : (
            <Checkout
              target={{ kind: 'link', token }}
              description={view.description}
              priceFCFA={view.amountFCFA}
              defaultCountry={country ?? 'CI'}
              signedIn={session !== null}
            />
          ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('link.title')}
      </Typography>
      {body}
    </Box>
  );
}
