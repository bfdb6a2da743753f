import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatFCFA,
  isManualMethod,
  isMobileMoneyMethod,
  ONE_TIME_CODE_LENGTH,
  PLATFORM_BANK_ACCOUNT,
  type PaymentView,
} from '@marketplace/domain';
import type { FieldError } from '../forms/fieldErrors';
import { DescriptionList } from '../ui/DescriptionList';
import { ChallengeDialog } from './ChallengeDialog';
import { fieldErrorKey, paymentErrorText, type PaymentErrorKey } from './errors';
import { countdownText, digitsOf } from './format';
import { PAYMENTS_NS } from './i18n';
import { useOperatorName } from './ResultPanel';

/** The current time, read again every `everyMs` while mounted. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "Temps restant : 04:59", then, once the window is over, that the operator is asked. */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const left = new Date(expiresAt).getTime() - useNow(1000);
  return (
    <Typography
      variant="body2"
      data-testid="checkout-countdown"
      aria-live="off"
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {left > 0 ? t('attempt.timeLeft', { time: countdownText(left) }) : t('attempt.timeUp')}
    </Typography>
  );
}

/** What the sandbox's simulated phone shows (the SMS with the code, the approval prompt). */
function SimulatedPhone({ message }: { message: string }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={t('attempt.simPhone')}
      data-testid="checkout-sim-phone"
      sx={{ p: 2, borderRadius: 4, maxWidth: 320, bgcolor: 'grey.900', color: 'grey.100' }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'grey.400', mb: 1 }}>
        {t('attempt.simPhone')}
      </Typography>
      <Box sx={{ bgcolor: 'grey.800', borderRadius: 2, p: 1.5 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'grey.400', mt: 1 }}>
        {t('attempt.simPhoneNote')}
      </Typography>
    </Paper>
  );
}

/** The Orange one-time code, checked (6 digits) before it is sent. */
function CodeForm({
  busy,
  onCode,
  checkCode,
}: {
  busy: boolean;
  onCode: (code: string) => void;
  checkCode: (code: string) => FieldError | null;
}) {
  const { t } = useTranslation(PAYMENTS_NS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkCode(code);
    setError(found);
    if (!found) onCode(code);
  };
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      onSubmit={submit}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        id="checkout-code"
        label={t('attempt.code')}
        value={code}
        onChange={(event) => {
          setCode(digitsOf(event.target.value, ONE_TIME_CODE_LENGTH));
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ? t(fieldErrorKey(error)) : undefined}
        autoComplete="one-time-code"
        required
        slotProps={{
          htmlInput: {
            'data-testid': 'checkout-code',
            inputMode: 'numeric',
            maxLength: ONE_TIME_CODE_LENGTH,
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        data-testid="checkout-code-submit"
        sx={{ minHeight: 56 }}
      >
        {t('attempt.sendCode')}
      </Button>
    </Stack>
  );
}

/** Cash or transfer: what to do, the reference, and who confirms receipt. */
function ManualInstructions({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const amount = formatFCFA(payment.amountFCFA);
  const transfer = payment.method === 'bank_transfer';
  return (
    <Stack spacing={1.5} data-testid="checkout-instructions">
      <Typography>
        {transfer
          ? t('attempt.transferText', { amount, reference: payment.reference })
          : t('attempt.cashText', { amount })}
      </Typography>
      {transfer && (
        <DescriptionList
          rows={[
            [t('attempt.bank'), PLATFORM_BANK_ACCOUNT.bank],
            [t('attempt.holder'), PLATFORM_BANK_ACCOUNT.holder],
            [t('attempt.iban'), PLATFORM_BANK_ACCOUNT.iban],
            [t('attempt.bic'), PLATFORM_BANK_ACCOUNT.bic],
            [t('attempt.label'), payment.reference],
          ]}
        />
      )}
      <Alert severity="info">
        {transfer ? t('attempt.transferConfirm') : t('attempt.cashConfirm')}
      </Alert>
    </Stack>
  );
}

/** The heading of an open attempt: what the payer is waiting for. */
function openTitle(payment: PaymentView): string {
  if (payment.status === 'challenge') return 'attempt.challengeTitle';
  if (isManualMethod(payment.method)) return `attempt.manualTitle.${payment.method}`;
  if (payment.status === 'awaiting_customer') {
    return payment.method === 'orange_money' ? 'attempt.codeTitle' : 'attempt.approveTitle';
  }
  return 'attempt.processing';
}

export interface AttemptPanelProps {
  payment: PaymentView;
  description: string;
  busy: boolean;
  failure: PaymentErrorKey | null;
  onCode: (code: string) => void;
  onAnswer: (approve: boolean) => void;
  /** Drops an awaited cash or transfer attempt (back to the form). */
  onCancel: () => void;
  checkCode: (code: string) => FieldError | null;
}

/**
 * An open attempt: "approve on your phone" with the window's countdown (mobile money),
 * the Orange code and the simulated phone, the bank's 3-D Secure page (card), the instructions
 * (cash, transfer). Always shows the reference and the amount.
 */
export function AttemptPanel({
  payment,
  description,
  busy,
  failure,
  onCode,
  onAnswer,
  onCancel,
  checkCode,
}: AttemptPanelProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const amount = formatFCFA(payment.amountFCFA);
  const operator = useOperatorName()(payment);
  const waitsForPayer = payment.status === 'awaiting_customer';
  return (
    <Stack spacing={2}>
      <Box>
        <Typography
          variant="h6"
          component="p"
          data-testid="checkout-status"
          data-status={payment.status}
          sx={{ fontWeight: 600 }}
          role="status"
        >
          {t(openTitle(payment))}
        </Typography>
        {waitsForPayer && (
          <Typography color="textSecondary">
            {t(payment.method === 'orange_money' ? 'attempt.codeText' : 'attempt.approveText', {
              operator,
              amount,
            })}
          </Typography>
        )}
      </Box>
      {!isManualMethod(payment.method) && payment.status !== 'awaiting_customer' && (
        <LinearProgress aria-label={t('attempt.processing')} />
      )}
      {waitsForPayer && payment.expiresAt && <Countdown expiresAt={payment.expiresAt} />}
      {waitsForPayer && payment.method === 'orange_money' && (
        <CodeForm busy={busy} onCode={onCode} checkCode={checkCode} />
      )}
      {payment.sandboxPhone && isMobileMoneyMethod(payment.method) && (
        <SimulatedPhone message={payment.sandboxPhone.message} />
      )}
      {isManualMethod(payment.method) && (
        <>
          <ManualInstructions payment={payment} />
          <Box>
            <Button onClick={onCancel} disabled={busy} data-testid="checkout-cancel">
              {t('attempt.changeMethod')}
            </Button>
          </Box>
        </>
      )}
      {payment.status === 'challenge' && (
        <ChallengeDialog
          amount={amount}
          description={description}
          busy={busy}
          onAnswer={onAnswer}
        />
      )}
      {failure && (
        <Alert severity="error" data-testid="checkout-error" data-code={failure}>
          {t(paymentErrorText(failure))}
        </Alert>
      )}
      <DescriptionList
        rows={[
          [
            t('attempt.reference'),
            <span data-testid="checkout-reference">{payment.reference}</span>,
          ],
          [t('attempt.method'), operator],
          [t('attempt.amount'), amount],
        ]}
      />
    </Stack>
  );
}
