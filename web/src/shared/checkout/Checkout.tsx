import { Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode, PaymentView } from '@marketplace/domain';
import { useFieldErrors } from '../forms/useFieldErrors';
import { usePageLanguage } from '../ui/LocalizedLink';
import { isSettled, type CheckoutTarget } from './api';
import { AttemptPanel } from './AttemptPanel';
import { CheckoutForm, checkoutFieldId } from './CheckoutForm';
import { chargeOf } from './format';
import { PAYMENTS_NS } from './i18n';
import { ResultPanel } from './ResultPanel';
import { useCheckout } from './useCheckout';
import type * as Kit from './validation';
import type { CheckoutFields } from './validation';

/** The zod-backed checks, loaded after the first paint (zod stays out of the first load). */
const loadKit = () => import('./validation');

function useKit(): typeof Kit | null {
  const [kit, setKit] = useState<typeof Kit | null>(null);
  useEffect(() => {
    let active = true;
    void loadKit().then((loaded) => active && setKit(loaded));
    return () => {
      active = false;
    };
  }, []);
  return kit;
}

export interface CheckoutProps {
  target: CheckoutTarget;
  /** What is paid (the 3-D Secure page names it). */
  description: string;
  /** The price before fees: the booking's, the link's, the demo's. */
  priceFCFA: number;
  /** The payer's country if known, else the provider's, else 'CI'. */
  defaultCountry: CountryCode;
  signedIn: boolean;
  /** Ask the payer's name and e-mail (a visitor paying a link; by default then). */
  askPayer?: boolean;
  /** An attempt of this target that may still be open: followed instead of a new form. */
  resumePaymentId?: string | null;
  /** Every state the attempt goes through (each poll): the demos' live log. */
  onUpdate?: (payment: PaymentView) => void;
  onSettled?: (payment: PaymentView) => void;
}

const EMPTY_FIELDS = {
  phone: '',
  card: { number: '', expiry: '', cvc: '', holder: '' },
  payer: { name: '', email: '' },
};

/**
 * The checkout every payment page uses (issue 15): the method (mobile money first, the payer
 * country's operators), the amount with that method's fees, the fields it needs, then the
 * attempt followed to its outcome (see `useCheckout`) and the receipt, or a new attempt.
 */
export function Checkout({
  target,
  description,
  priceFCFA,
  defaultCountry,
  signedIn,
  askPayer = target.kind === 'link' && !signedIn,
  resumePaymentId,
  onUpdate,
  onSettled,
}: CheckoutProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const language = usePageLanguage();
  const kit = useKit();
  const checkout = useCheckout({ resumePaymentId, onUpdate, onSettled });
  const errors = useFieldErrors(checkoutFieldId);
  const [fields, setFields] = useState<Omit<CheckoutFields, 'method'>>({
    country: defaultCountry,
    ...EMPTY_FIELDS,
  });
  const [chosen, setChosen] = useState<CheckoutFields['method'] | null>(null);
  const methods = kit ? kit.payableMethodsForCountry(fields.country) : [];
  // The chosen method while the country offers it, else the country's first (mobile money).
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];
  const { phase } = checkout;

  if (!kit || !method || phase.name === 'resuming') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('checkout.loading')} />
      </Box>
    );
  }

  const all: CheckoutFields = { ...fields, method };

  const submit = () => {
    const result = kit.checkFields(all, askPayer, new Date());
    if (!result.ok) {
      errors.show(result.errors);
      return;
    }
    errors.reset();
    const charge = chargeOf(priceFCFA, method);
    if (!charge) return;
    void checkout.pay({
      target,
      lang: language,
      expectedAmountFCFA: charge.totalPaidByCustomerFCFA,
      ...result.details,
    });
  };

  if (phase.name === 'attempt') {
    return isSettled(phase.payment) ? (
      <ResultPanel
        payment={phase.payment}
        accessKey={phase.accessKey}
        onRetry={checkout.retry}
        onEdit={checkout.edit}
      />
    ) : (
      <AttemptPanel
        payment={phase.payment}
        description={description}
        busy={checkout.busy}
        failure={checkout.failure}
        onCode={(code) => void checkout.sendCode(code)}
        onAnswer={(approve) => void checkout.answer(approve)}
        onCancel={() => void checkout.cancel()}
        checkCode={kit.checkCode}
      />
    );
  }

  return (
    <CheckoutForm
      priceFCFA={priceFCFA}
      methods={methods}
      fields={all}
      onChange={({ method: next, ...change }, ...paths) => {
        if (next) setChosen(next);
        setFields((current) => ({ ...current, ...change }));
        // Another method or country asks for other fields: the old messages no longer apply.
        if (next || change.country) errors.reset();
        else errors.clear(paths);
      }}
      askPayer={askPayer}
      errors={errors.errors}
      failure={checkout.failure}
      starting={phase.name === 'starting'}
      onSubmit={submit}
    />
  );
}
