import {
  cardExpired,
  cardInputSchema,
  initiatePaymentSchema,
  isManualMethod,
  normalizeMobileNumber,
  paymentCodeSchema,
  PAYMENT_VALIDATION,
  VALIDATION,
  type CountryCode,
  type PayableMethod,
} from '@marketplace/domain';
import { addIssues, fieldErrorOf, type FieldError, type FieldErrors } from '../forms/fieldErrors';
import type { PaymentRequest } from './api';

/**
 * The checkout's zod-backed checks, loaded with a dynamic `import()` so that zod stays out of
 * the first-load bundle. Each field is checked with the domain schema the api applies to it;
 * messages are i18n keys (`validation.*` of common or of the `payments` namespace).
 */
export { payableMethodsForCountry } from '@marketplace/domain';

/** What the payer typed. */
export interface CheckoutFields {
  method: PayableMethod;
  country: CountryCode;
  phone: string;
  card: { number: string; expiry: string; cvc: string; holder: string };
  payer: { name: string; email: string };
}

export type PaymentDetails = Pick<
  PaymentRequest,
  'method' | 'country' | 'phone' | 'card' | 'payer'
>;

export type FieldsCheck =
  { ok: true; details: PaymentDetails } | { ok: false; errors: FieldErrors };

const payerSchema = initiatePaymentSchema.shape.payer.unwrap();

/**
 * Checks the fields the chosen method needs (`askPayer`: a visitor names themself) and builds
 * exactly what is sent: the phone in E.164 digits, the card number without its spaces.
 */
export function checkFields(fields: CheckoutFields, askPayer: boolean, now: Date): FieldsCheck {
  const { method, country } = fields;
  const errors: FieldErrors = {};
  const details: PaymentDetails = { method, country };
  if (method === 'card') {
    const card = { ...fields.card, number: fields.card.number.replace(/\s+/g, '') };
    const result = cardInputSchema.safeParse(card);
    if (result.success) {
      if (cardExpired(result.data.expiry, now)) {
        errors['card.expiry'] = { key: PAYMENT_VALIDATION.cardExpired };
      }
      details.card = result.data;
    } else {
      addIssues(errors, 'card', result.error.issues);
    }
  } else if (!isManualMethod(method)) {
    const phone = fields.phone.trim();
    const normalized = phone && normalizeMobileNumber(country, method, phone);
    if (!phone) errors.phone = { key: VALIDATION.required };
    else if (!normalized) errors.phone = { key: PAYMENT_VALIDATION.phoneNotForOperator };
    else details.phone = normalized;
  }
  if (askPayer) {
    const email = fields.payer.email.trim();
    const result = payerSchema.safeParse({ name: fields.payer.name, ...(email ? { email } : {}) });
    if (result.success) details.payer = result.data;
    else addIssues(errors, 'payer', result.error.issues);
  }
  return Object.keys(errors).length === 0 ? { ok: true, details } : { ok: false, errors };
}

/** The Orange one-time code: 6 digits, or its message. */
export function checkCode(code: string): FieldError | null {
  const result = paymentCodeSchema.safeParse({ code });
  const [issue] = result.success ? [] : result.error.issues;
  return issue ? fieldErrorOf(issue) : null;
}
