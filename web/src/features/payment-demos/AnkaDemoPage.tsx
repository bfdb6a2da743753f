import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatFCFA, isOpenPaymentStatus } from '@marketplace/domain';
import { useOperatorName } from '../../shared/checkout/ResultPanel';
import { PAYMENTS_NS } from '../../shared/checkout/i18n';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { createHostedSession, goToHostedPage, hostedReceiptUrl } from './ankaApi';
import { useAnkaResult } from './ankaResult';
import { PAYMENT_DEMO_NS } from './demoI18n';
import { DEFAULT_DEMO_AMOUNT, DemoAmountField, demoAmountOf } from './paymentDemoAmount';

/** The merchant's side before the payment: the amount, then off to Anka Pay's page. */
function StartPanel() {
  const { t } = useTranslation(PAYMENT_DEMO_NS);
  const language = usePageLanguage();
  const [amountText, setAmountText] = useState(String(DEFAULT_DEMO_AMOUNT));
  const [state, setState] = useState<'idle' | 'opening' | 'error'>('idle');
  const priceFCFA = demoAmountOf(amountText);
  const pay = async () => {
    if (priceFCFA === null) return;
    setState('opening');
    try {
      const { url } = await createHostedSession(priceFCFA, language);
      goToHostedPage(url);
    } catch {
      setState('error');
    }
  };
  return (
    <Stack spacing={2}>
      <DemoAmountField
        value={amountText}
        onChange={setAmountText}
        testId="anka-amount"
        disabled={state === 'opening'}
      />
      {state === 'error' && (
        <Alert severity="error" role="alert">
          {t('anka.openError')}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={() => void pay()}
        disabled={priceFCFA === null || state === 'opening'}
        data-testid="anka-pay"
        sx={{ bgcolor: '#b8541a', '&:hover': { bgcolor: '#8f3f12' } }}
      >
        {state === 'opening' ? t('anka.opening') : t('anka.pay')}
      </Button>
    </Stack>
  );
}

/** The merchant's side after the return: what the server verified for this session. */
function ResultPanel({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation(PAYMENT_DEMO_NS);
  const { t: tp } = useTranslation(PAYMENTS_NS);
  const language = usePageLanguage();
  const operatorName = useOperatorName();
  const state = useAnkaResult(sessionId);
  const again = (
    <Button component={LocalizedLink} to="/anka-demo" variant="outlined">
      {t('anka.again')}
    </Button>
  );
  if (state.kind === 'loading') {
    return (
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center' }}
        data-testid="anka-result"
        data-status="loading"
      >
        <CircularProgress size={24} />
        <Typography>{t('anka.checking')}</Typography>
      </Stack>
    );
  }
  if (state.kind !== 'loaded') {
    return (
      <Stack spacing={2} data-testid="anka-result" data-status={state.kind}>
        <Alert severity="error" role="alert">
          {t(state.kind === 'notFound' ? 'anka.notFound' : 'anka.loadError')}
        </Alert>
        {again}
      </Stack>
    );
  }
  const { status, payment } = state.result;
  const open = isOpenPaymentStatus(status);
  /** Without a payment, `expired` is the session's; with one, the payment's own status. */
  const message = (() => {
    if (!payment) return t(status === 'expired' ? 'anka.expired' : 'anka.open');
    if (open) return t('anka.pending');
    if (payment.status === 'success') {
      return t('anka.success', {
        amount: formatFCFA(payment.amountFCFA),
        method: operatorName(payment),
      });
    }
    if (payment.status === 'expired') return t('anka.paymentExpired');
    return t('anka.failed', {
      reason: payment.failureReason ? tp(`reasons.${payment.failureReason}`) : '',
    });
  })();
  const severity = status === 'success' ? 'success' : open ? 'info' : 'error';
  return (
    <Stack spacing={2} data-testid="anka-result" data-status={status}>
      <Alert severity={severity} role="status">
        {message}
        {payment && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('anka.reference', { reference: payment.reference })}
          </Typography>
        )}
      </Alert>
      {open && <CircularProgress size={24} />}
      {status === 'success' && (
        <Button
          variant="outlined"
          href={hostedReceiptUrl(sessionId, language)}
          download
          data-testid="anka-receipt"
        >
          {t('anka.receipt')}
        </Button>
      )}
      {!open && again}
    </Stack>
  );
}

/**
 * /anka-demo: a hosted third-party checkout ("Anka Pay", served by the api) with its redirect
 * and return, on the same sandbox. The return's `?session=` names the session only; the outcome
 * shown is the server's.
 */
export default function AnkaDemoPage() {
  const { t } = useTranslation(PAYMENT_DEMO_NS);
  const [search] = useSearchParams();
  const sessionId = search.get('session');
  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('anka.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('anka.intro')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('anka.steps')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {sessionId ? (
          <>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('anka.resultTitle')}
            </Typography>
            <ResultPanel key={sessionId} sessionId={sessionId} />
          </>
        ) : (
          <StartPanel />
        )}
      </Paper>
    </Box>
  );
}
