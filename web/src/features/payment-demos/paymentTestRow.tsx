import { Box, Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '@marketplace/domain';
import { apiErrorCodeOf } from '../../shared/api/apiErrorCode';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { outcomeMatches, type PaymentTestCase } from './paymentTestCases';
import { runPaymentTestCase } from './paymentTestRunner';
import { PAYMENT_TEST_NS } from './testI18n';

type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; payment: PaymentView | null }
  | { phase: 'settled'; payment: PaymentView }
  | { phase: 'error'; error: string };

/** The `errors.*` key of a failed run: the api's code when translated, else network/generic. */
function errorKeyOf(error: unknown, translated: (key: string) => boolean): string {
  const code = apiErrorCodeOf(error);
  if (code && translated(`errors.${code}`)) return code;
  // fetch rejects with a TypeError when there is no network.
  return error instanceof TypeError ? 'network' : 'generic';
}

/** One case's run: started by the button, followed until settled while the page is open. */
function useCaseRun(testCase: PaymentTestCase) {
  const { t, i18n } = useTranslation(PAYMENT_TEST_NS);
  const lang = usePageLanguage();
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async () => {
    setState({ phase: 'running', payment: null });
    try {
      const payment = await runPaymentTestCase(testCase, {
        lang,
        payerName: t('payerName'),
        isActive: () => mounted.current,
        onUpdate: (update) => mounted.current && setState({ phase: 'running', payment: update }),
      });
      if (mounted.current) setState({ phase: 'settled', payment });
    } catch (error) {
      if (mounted.current) {
        const translated = (key: string) => i18n.exists(key, { ns: PAYMENT_TEST_NS });
        setState({ phase: 'error', error: errorKeyOf(error, translated) });
      }
    }
  };
  return { state, run };
}

function LiveStatus({ payment }: { payment: PaymentView | null }) {
  const { t } = useTranslation(PAYMENT_TEST_NS);
  if (!payment) return <Chip size="small" label={t('status.pending')} />;
  return (
    <Stack spacing={0.5}>
      <Chip
        size="small"
        color="info"
        label={t(`status.${payment.status}`)}
        data-status={payment.status}
      />
      {payment.sandboxPhone && (
        <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {payment.sandboxPhone.message}
        </Typography>
      )}
    </Stack>
  );
}

function FinalOutcome({ testCase, payment }: { testCase: PaymentTestCase; payment: PaymentView }) {
  const { t } = useTranslation(PAYMENT_TEST_NS);
  const status = t(`status.${payment.status}`);
  const text = payment.failureReason
    ? t('final', { status, reason: t(`reasons.${payment.failureReason}`) })
    : status;
  const matches = outcomeMatches(testCase.expected, payment);
  return (
    <Stack spacing={0.5}>
      <Chip
        size="small"
        color={payment.status === 'success' ? 'success' : 'error'}
        label={text}
        data-testid="payment-test-outcome"
        data-status={payment.status}
      />
      <Typography variant="caption" color={matches ? 'success.main' : 'error'}>
        {t(matches ? 'asExpected' : 'notExpected')}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {t('reference', { reference: payment.reference })}
      </Typography>
    </Stack>
  );
}

/**
 * A row of a test table: the case's cells, then its Run button and what the run shows (the
 * live state and the simulated phone's screen, then the final outcome and whether it is the
 * expected one).
 */
export function PaymentTestRow({
  testCase,
  label,
  children,
}: {
  testCase: PaymentTestCase;
  /** The case as the button's accessible name says it. */
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(PAYMENT_TEST_NS);
  const { state, run } = useCaseRun(testCase);
  const running = state.phase === 'running';
  return (
    <TableRow data-testid={`payment-test-row-${testCase.id}`} data-phase={state.phase}>
      {children}
      <TableCell sx={{ minWidth: 180 }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            size="small"
            variant="contained"
            onClick={() => void run()}
            disabled={running}
            aria-label={t('runLabel', { case: label })}
            data-testid="payment-test-run"
          >
            {t(state.phase === 'idle' ? 'run' : 'rerun')}
          </Button>
          <Box aria-live="polite">
            {running && <LiveStatus payment={state.payment} />}
            {state.phase === 'settled' && (
              <FinalOutcome testCase={testCase} payment={state.payment} />
            )}
            {state.phase === 'error' && (
              <Typography variant="body2" color="error" role="alert">
                {t(`errors.${state.error}`)}
              </Typography>
            )}
          </Box>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
