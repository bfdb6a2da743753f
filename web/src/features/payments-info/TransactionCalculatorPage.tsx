import {
  Alert,
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  Grid,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  CURRENCY,
  FEE_PAYERS,
  MAX_TRANSACTION_FCFA,
  PAYMENT_METHODS,
  PAYMENT_METHOD_KINDS,
  calculateTransaction,
  formatFCFA,
  getPaymentMethod,
  isFeePayer,
  isPaymentMethodId,
  type TransactionErrorCode,
} from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { FeeScheduleTable } from './FeeScheduleTable';
import {
  calculatorSearch,
  parseAmountInput,
  readCalculatorState,
  type AmountInputError,
  type CalculatorState,
} from './calculatorState';
import {
  contentLanguage,
  describeBracketRange,
  describeCountries,
  describeFeeRule,
  formatFCFANoWrap,
} from './feeText';
import { PAYMENTS_INFO_NS } from './i18n';

type CopyStatus = 'idle' | 'copied' | 'failed';

const AMOUNT_ERROR_KEYS: Record<AmountInputError, string> = {
  required: 'calculator.errors.required',
  not_positive_integer: 'calculator.errors.notPositiveInteger',
  above_maximum: 'calculator.errors.aboveMaximum',
};

/** Only `fees_exceed_amount` can reach the page: the form already rules out the others. */
const TRANSACTION_ERROR_KEYS: Record<TransactionErrorCode, string> = {
  amount_not_positive_integer: 'calculator.errors.notPositiveInteger',
  amount_above_maximum: 'calculator.errors.aboveMaximum',
  unknown_method: 'calculator.resultEmpty',
  unknown_fee_payer: 'calculator.resultEmpty',
  fees_exceed_amount: 'calculator.errors.feesExceedAmount',
};

/**
 * /transaction-calculator: what a payment costs with each method, live as the visitor types.
 * The state lives in the search params (`?amount=25000&method=wave&payer=customer`) so a
 * result can be shared; it is read once on arrival and kept in local state while typing so
 * the field never lags behind a navigation.
 */
export default function TransactionCalculatorPage() {
  const { t, i18n } = useTranslation(PAYMENTS_INFO_NS);
  const language = contentLanguage(i18n.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [state, setState] = useState<CalculatorState>(() => readCalculatorState(searchParams));
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('idle');
  const ids = useId();
  const payerLabelId = `${ids}-payer`;
  const resultTitleId = `${ids}-result`;

  const update = (patch: Partial<CalculatorState>) => {
    const next = { ...state, ...patch };
    setState(next);
    setCopyStatus('idle');
    setSearchParams(new URLSearchParams(calculatorSearch(next)), { replace: true });
  };

  const max = formatFCFA(MAX_TRANSACTION_FCFA);
  const method = getPaymentMethod(state.methodId);
  const methodName = t(`methods.${method.id}`);
  const parsed = parseAmountInput(state.amountInput);
  const amountError = parsed.ok ? null : t(AMOUNT_ERROR_KEYS[parsed.error], { max });
  const input = parsed.ok
    ? { amountFCFA: parsed.amountFCFA, methodId: state.methodId, feePayer: state.feePayer }
    : null;
  const result = input ? calculateTransaction(input) : null;
  const breakdown = result?.ok ? result.value : null;

  let resultMessage = t('calculator.resultEmpty');
  if (input && result && !result.ok) {
    // The fees themselves, as the customer would pay them on top.
    const onTop = calculateTransaction({ ...input, feePayer: 'customer' });
    const fees = onTop.ok ? onTop.value.operatorFeeFCFA + onTop.value.platformFeeFCFA : 0;
    resultMessage = t(TRANSACTION_ERROR_KEYS[result.error], { max, fees: formatFCFA(fees) });
  }

  let appliedRule = describeFeeRule(method.operatorFee, language, t);
  if (parsed.ok && method.operatorFee.type === 'tiered') {
    const { brackets } = method.operatorFee;
    const index = brackets.findIndex((bracket) => parsed.amountFCFA <= bracket.upToFCFA);
    if (index >= 0) {
      appliedRule = t('calculator.appliedBracket', {
        range: describeBracketRange(brackets, index, t),
        fee: formatFCFANoWrap(brackets[index]?.feeFCFA ?? 0),
      });
    }
  }

  const canCopy = typeof navigator !== 'undefined' && 'clipboard' in navigator;
  const copyLink = async () => {
    const url = `${window.location.origin}${pathname}${calculatorSearch(state)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  };

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('calculator.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 720 }}>
        {t('calculator.intro')}
      </Typography>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper
            variant="outlined"
            component="form"
            aria-label={t('calculator.formLabel')}
            noValidate
            onSubmit={(event) => event.preventDefault()}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Stack spacing={3}>
              <TextField
                label={t('calculator.amountLabel')}
                value={state.amountInput}
                onChange={(event) => update({ amountInput: event.target.value })}
                error={amountError !== null}
                helperText={amountError ?? t('calculator.amountHelp', { max })}
                required
                fullWidth
                autoComplete="off"
                slotProps={{
                  htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 16 },
                  input: {
                    endAdornment: <InputAdornment position="end">{CURRENCY}</InputAdornment>,
                  },
                }}
              />

              <TextField
                select
                label={t('calculator.methodLabel')}
                value={state.methodId}
                onChange={(event) => {
                  const { value } = event.target;
                  if (isPaymentMethodId(value)) update({ methodId: value });
                }}
                fullWidth
                slotProps={{ select: { native: true } }}
              >
                {PAYMENT_METHOD_KINDS.map((kind) => (
                  <optgroup key={kind} label={t(`kinds.${kind}`)}>
                    {PAYMENT_METHODS.filter((candidate) => candidate.kind === kind).map(
                      (candidate) => (
                        <option key={candidate.id} value={candidate.id}>
                          {t(`methods.${candidate.id}`)}
                        </option>
                      ),
                    )}
                  </optgroup>
                ))}
              </TextField>

              <FormControl component="fieldset">
                <FormLabel component="legend" id={payerLabelId} sx={{ mb: 1 }}>
                  {t('calculator.payerLabel')}
                </FormLabel>
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  color="primary"
                  size="small"
                  value={state.feePayer}
                  onChange={(_event, value: unknown) => {
                    if (isFeePayer(value)) update({ feePayer: value });
                  }}
                  aria-labelledby={payerLabelId}
                >
                  {FEE_PAYERS.map((payer) => (
                    <ToggleButton key={payer} value={payer} sx={{ textTransform: 'none' }}>
                      {t(`calculator.payer.${payer}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <FormHelperText>{t(`calculator.payerHelp.${state.feePayer}`)}</FormHelperText>
              </FormControl>
            </Stack>
          </Paper>
        </Grid>

        <Grid size={{ xs: 12, md: 7 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby={resultTitleId}
            sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
          >
            <Typography id={resultTitleId} variant="h6" component="h2" gutterBottom>
              {t('calculator.resultTitle')}
            </Typography>
            <Box aria-live="polite" data-testid="calculator-result">
              {breakdown ? (
                <Stack spacing={2}>
                  <Box component="dl" sx={{ m: 0 }}>
                    {(
                      [
                        ['amount', t('calculator.rows.amount'), breakdown.amountFCFA, false],
                        [
                          'operatorFee',
                          t('calculator.rows.operatorFee', { method: methodName }),
                          breakdown.operatorFeeFCFA,
                          false,
                        ],
                        [
                          'platformFee',
                          t('calculator.rows.platformFee'),
                          breakdown.platformFeeFCFA,
                          false,
                        ],
                        [
                          'totalPaid',
                          t('calculator.rows.totalPaid'),
                          breakdown.totalPaidByCustomerFCFA,
                          true,
                        ],
                        [
                          'received',
                          t('calculator.rows.received'),
                          breakdown.receivedByProviderFCFA,
                          true,
                        ],
                      ] as const
                    ).map(([key, label, value, strong]) => (
                      <Box
                        key={key}
                        data-testid={`row-${key}`}
                        sx={{
                          display: 'flex',
                          justifyContent: 'space-between',
                          alignItems: 'baseline',
                          gap: 2,
                          py: 1,
                          borderBottom: 1,
                          borderColor: 'divider',
                        }}
                      >
                        <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
                          {label}
                        </Typography>
                        <Typography
                          component="dd"
                          sx={{ m: 0, whiteSpace: 'nowrap', fontWeight: strong ? 700 : 400 }}
                        >
                          {formatFCFA(value)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  <Typography>
                    {t('calculator.summary', {
                      total: formatFCFA(breakdown.totalPaidByCustomerFCFA),
                      received: formatFCFA(breakdown.receivedByProviderFCFA),
                    })}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t('calculator.appliedRule', { method: methodName, rule: appliedRule })}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t('common.availableIn', {
                      countries: describeCountries(method.countries, language, t),
                    })}
                  </Typography>
                </Stack>
              ) : (
                <Alert severity={result && !result.ok ? 'warning' : 'info'}>{resultMessage}</Alert>
              )}
            </Box>
            <Stack spacing={1} sx={{ mt: 3, alignItems: 'flex-start' }}>
              <Typography variant="body2" color="textSecondary">
                {t('calculator.shareHint')}
              </Typography>
              {canCopy && (
                <Button variant="outlined" size="small" onClick={() => void copyLink()}>
                  {t('calculator.copy')}
                </Button>
              )}
              <Typography variant="body2" role="status">
                {copyStatus === 'idle' ? '' : t(`calculator.${copyStatus}`)}
              </Typography>
            </Stack>
          </Paper>
        </Grid>
      </Grid>

      <FeeScheduleTable highlight={state.methodId} />

      <Box component="nav" aria-label={t('common.seeAlso')} sx={{ pb: 4 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={LocalizedLink} to="/payment-methods" variant="contained">
            {t('common.linkMethods')}
          </Button>
          <Button component={LocalizedLink} to="/mobile-money-guide" variant="outlined">
            {t('common.linkGuide')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
