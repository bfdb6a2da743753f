import { SvgIcon, type SvgIconProps } from '@mui/material';
import type { PaymentMethodKind } from '@marketplace/domain';

/** Material Design icon paths (Apache 2.0), inlined to avoid shipping an icon package. */
const PATHS: Record<PaymentMethodKind, string> = {
  // phone_android
  mobile_money:
    'M16 1H8C6.34 1 5 2.34 5 4v16c0 1.66 1.34 3 3 3h8c1.66 0 3-1.34 3-3V4c0-1.66-1.34-3-3-3zm-2 20h-4v-1h4v1zm3.25-3H6.75V4h10.5v14z',
  // credit_card
  card: 'M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2zm0 14H4v-6h16v6zm0-10H4V6h16v2z',
  // account_balance
  bank: 'M4 10v7h3v-7H4zm6 0v7h3v-7h-3zM2 22h19v-3H2v3zm14-12v7h3v-7h-3zm-4.5-9L2 6v2h19V6l-9.5-5z',
  // payments
  cash: 'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2zm-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3zm13-6v11c0 1.1-.9 2-2 2H4v-2h17V7h2z',
};

/** A decorative icon for a kind of payment method; the method's name carries the meaning. */
export function PaymentKindIcon({ kind, ...props }: { kind: PaymentMethodKind } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden focusable={false} {...props}>
      <path d={PATHS[kind]} />
    </SvgIcon>
  );
}
