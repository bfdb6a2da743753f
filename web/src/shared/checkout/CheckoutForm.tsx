import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  formatFCFA,
  isManualMethod,
  MOBILE_NUMBER_PLANS,
  type CountryCode,
  type PayableMethod,
} from '@marketplace/domain';
import type { FieldErrors } from '../forms/fieldErrors';
import { usePageLanguage } from '../ui/LocalizedLink';
import { fieldErrorKey, paymentErrorText, type PaymentErrorKey } from './errors';
import { chargeOf, digitsOf, formatExpiry, groupCardNumber } from './format';
import { PAYMENTS_NS } from './i18n';
import type { CheckoutFields } from './validation';

/** A field's DOM id (the first field to correct gets the focus). */
export const checkoutFieldId = (path: string) => `checkout-${path.replace(/\./g, '-')}`;

export interface CheckoutFormProps {
  priceFCFA: number;
  /** The methods offered in the chosen country, mobile money first. */
  methods: PayableMethod[];
  fields: CheckoutFields;
  onChange: (change: Partial<CheckoutFields>, ...paths: string[]) => void;
  askPayer: boolean;
  errors: FieldErrors;
  failure: PaymentErrorKey | null;
  starting: boolean;
  onSubmit: () => void;
}

/**
 * The payer's choice: the country (its operators), the method with what it costs, the fields
 * that method needs, and "Pay <total>". The total is the price plus the chosen method's fees,
 * as the api computes it.
 */
export function CheckoutForm({
  priceFCFA,
  methods,
  fields,
  onChange,
  askPayer,
  errors,
  failure,
  starting,
  onSubmit,
}: CheckoutFormProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const language = usePageLanguage();
  const methodLabelId = useId();
  const { method, country } = fields;
  const charge = chargeOf(priceFCFA, method);
  const plan = MOBILE_NUMBER_PLANS[country];
  const message = (path: string) => {
    const error = errors[path];
    return error ? t(fieldErrorKey(error), { ...error.values }) : undefined;
  };
  const field = (path: string) => ({
    id: checkoutFieldId(path),
    error: Boolean(errors[path]),
    helperText: message(path),
    fullWidth: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="checkout-form">
      <Stack spacing={2.5}>
        <TextField
          select
          label={t('checkout.country')}
          value={country}
          onChange={(event) => onChange({ country: event.target.value as CountryCode }, 'phone')}
          slotProps={{
            select: { native: true },
            htmlInput: { 'data-testid': 'checkout-country' },
          }}
          fullWidth
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_NAMES[code][language]}
            </option>
          ))}
        </TextField>

        <FormControl>
          <FormLabel id={methodLabelId}>{t('checkout.method')}</FormLabel>
          <RadioGroup
            aria-labelledby={methodLabelId}
            value={method}
            onChange={(event) => onChange({ method: event.target.value as PayableMethod })}
          >
            {methods.map((id) => {
              const total = chargeOf(priceFCFA, id)?.totalPaidByCustomerFCFA;
              return (
                <FormControlLabel
                  key={id}
                  value={id}
                  data-testid={`checkout-method-${id}`}
                  control={<Radio />}
                  sx={{ py: 0.25 }}
                  label={
                    <Box>
                      <Typography component="span" sx={{ fontWeight: 500 }}>
                        {t(`methods.${id}`)}
                      </Typography>
                      {total !== undefined && (
                        <Typography component="span" variant="body2" color="textSecondary">
                          {' · '}
                          {t('checkout.methodTotal', { amount: formatFCFA(total) })}
                        </Typography>
                      )}
                    </Box>
                  }
                />
              );
            })}
          </RadioGroup>
        </FormControl>

        {method === 'card' ? (
          <CardFields fields={fields} onChange={onChange} field={field} />
        ) : (
          !isManualMethod(method) &&
          plan && (
            <TextField
              {...field('phone')}
              label={t('checkout.phone', { operator: t(`methods.${method}`) })}
              value={fields.phone}
              onChange={(event) => onChange({ phone: event.target.value }, 'phone')}
              type="tel"
              autoComplete="tel-national"
              required
              placeholder={'0'.repeat(plan.length)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">+{plan.dialCode}</InputAdornment>
                  ),
                },
                htmlInput: { 'data-testid': 'checkout-phone', inputMode: 'tel', maxLength: 20 },
              }}
              helperText={message('phone') ?? t('checkout.phoneHelp', { length: plan.length })}
            />
          )
        )}
        {isManualMethod(method) && (
          <Typography variant="body2" color="textSecondary">
            {t(`checkout.manualNote.${method}`)}
          </Typography>
        )}

        {askPayer && (
          <>
            <TextField
              {...field('payer.name')}
              label={t('checkout.payerName')}
              value={fields.payer.name}
              onChange={(event) =>
                onChange({ payer: { ...fields.payer, name: event.target.value } }, 'payer.name')
              }
              autoComplete="name"
              required
              slotProps={{ htmlInput: { 'data-testid': 'checkout-payer-name', maxLength: 100 } }}
            />
            <TextField
              {...field('payer.email')}
              label={t('checkout.payerEmail')}
              value={fields.payer.email}
              onChange={(event) =>
                onChange({ payer: { ...fields.payer, email: event.target.value } }, 'payer.email')
              }
              type="email"
              autoComplete="email"
              slotProps={{ htmlInput: { 'data-testid': 'checkout-payer-email', maxLength: 200 } }}
            />
          </>
        )}

        {charge && (
          <Box
            component="dl"
            data-testid="checkout-amounts"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              rowGap: 0.5,
              '& dd': { m: 0, textAlign: 'right' },
            }}
          >
            <Typography component="dt">{t('checkout.price')}</Typography>
            <Typography component="dd">{formatFCFA(charge.amountFCFA)}</Typography>
            <Typography component="dt">
              {t('checkout.fees', { method: t(`methods.${method}`) })}
            </Typography>
            <Typography component="dd">
              {formatFCFA(charge.operatorFeeFCFA + charge.platformFeeFCFA)}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {t('checkout.total')}
            </Typography>
            <Typography component="dd" sx={{ fontWeight: 700 }} data-testid="checkout-total">
              {formatFCFA(charge.totalPaidByCustomerFCFA)}
            </Typography>
          </Box>
        )}

        {failure && (
          <Alert severity="error" data-testid="checkout-error" data-code={failure}>
            {t(paymentErrorText(failure))}
          </Alert>
        )}

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={starting || !charge}
          aria-busy={starting}
          data-testid="checkout-pay"
        >
          {starting
            ? t('checkout.starting')
            : t('checkout.pay', { amount: formatFCFA(charge?.totalPaidByCustomerFCFA ?? 0) })}
        </Button>
      </Stack>
    </Box>
  );
}

type FieldProps = (path: string) => {
  id: string;
  error: boolean;
  helperText: string | undefined;
  fullWidth: boolean;
};

/** Number (grouped by 4 as it is typed), MM/YY, CVC and the holder's name. */
function CardFields({
  fields,
  onChange,
  field,
}: Pick<CheckoutFormProps, 'fields' | 'onChange'> & { field: FieldProps }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { card } = fields;
  const set = (change: Partial<CheckoutFields['card']>, path: string) =>
    onChange({ card: { ...card, ...change } }, path);
  const input = (testId: string, extra: Record<string, unknown> = {}) => ({
    htmlInput: { 'data-testid': testId, ...extra },
  });
  return (
    <Stack spacing={2}>
      <TextField
        {...field('card.number')}
        label={t('checkout.cardNumber')}
        value={card.number}
        onChange={(event) => set({ number: groupCardNumber(event.target.value) }, 'card.number')}
        autoComplete="cc-number"
        required
        slotProps={input('checkout-card-number', { inputMode: 'numeric' })}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          {...field('card.expiry')}
          label={t('checkout.cardExpiry')}
          value={card.expiry}
          onChange={(event) => set({ expiry: formatExpiry(event.target.value) }, 'card.expiry')}
          autoComplete="cc-exp"
          placeholder={t('checkout.cardExpiryPlaceholder')}
          required
          slotProps={input('checkout-card-expiry', { inputMode: 'numeric' })}
        />
        <TextField
          {...field('card.cvc')}
          label={t('checkout.cardCvc')}
          value={card.cvc}
          onChange={(event) => set({ cvc: digitsOf(event.target.value, 4) }, 'card.cvc')}
          autoComplete="cc-csc"
          required
          slotProps={input('checkout-card-cvc', { inputMode: 'numeric' })}
        />
      </Stack>
      <TextField
        {...field('card.holder')}
        label={t('checkout.cardHolder')}
        value={card.holder}
        onChange={(event) => set({ holder: event.target.value }, 'card.holder')}
        autoComplete="cc-name"
        required
        slotProps={input('checkout-card-holder', { maxLength: 100 })}
      />
    </Stack>
  );
}
