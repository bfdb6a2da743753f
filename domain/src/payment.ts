import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from './countries';
import { VALIDATION } from './constants';
import { paymentMethodsForCountry } from './fees';
import {
  DEMO_AMOUNT_LIMITS,
  MOBILE_NUMBER_PLANS,
  ONE_TIME_CODE_LENGTH,
  PAYABLE_METHODS,
  PAYMENT_LINK_LIMITS,
  type MobileMoneyMethod,
  type PayableMethod,
} from './payment-constants';
import { documentIdSchema } from './quote';

/**
 * Payments (issue 15): the api's bodies, checked by the forms before sending and by the api.
 * Messages are i18n keys: `VALIDATION.*` (common) or `payments.validation.*` (PAYMENT_VALIDATION).
 */
export const PAYMENT_VALIDATION = {
  invalidCard: 'payments.validation.invalidCard',
  cardExpired: 'payments.validation.cardExpired',
  invalidExpiry: 'payments.validation.invalidExpiry',
  invalidCvc: 'payments.validation.invalidCvc',
  invalidCode: 'payments.validation.invalidCode',
  phoneNotForOperator: 'payments.validation.phoneNotForOperator',
  amountRange: 'payments.validation.amountRange',
} as const;

/** Luhn's check digit test over the digits of `number` (spaces allowed). */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether an "MM/YY" expiry is past at `now` (a card is valid through its month's end). */
export function cardExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return (
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}

/** A card brand from its number (receipts show it; the sandbox accepts any). */
export function cardBrand(number: string): string {
  const digits = number.replace(/\s+/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return 'card';
}

/**
 * A mobile-money number in `country` for `method`, as E.164 digits without '+' ("2250700000001"),
 * or null when it is not one of that operator's numbers there. Accepts national digits or the
 * international form (+, 00 or the bare dial code), with spaces.
 */
export function normalizeMobileNumber(
  country: CountryCode,
  method: MobileMoneyMethod,
  raw: string,
): string | null {
  const plan = MOBILE_NUMBER_PLANS[country];
  const prefixes = plan?.operators[method];
  if (!plan || !prefixes) return null;
  let digits = raw.replace(/[\s.-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === plan.dialCode.length + plan.length && digits.startsWith(plan.dialCode)) {
    digits = digits.slice(plan.dialCode.length);
  }
  if (!/^\d+$/.test(digits) || digits.length !== plan.length) return null;
  if (!prefixes.some((prefix) => digits.startsWith(prefix))) return null;
  return plan.dialCode + digits;
}

/** The methods a payer in `country` can choose, mobile money first (the fee schedule's order). */
export function payableMethodsForCountry(country: CountryCode): PayableMethod[] {
  const offered = new Set(paymentMethodsForCountry(country).map((method) => method.id));
  return PAYABLE_METHODS.filter((method) => offered.has(method));
}

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, VALIDATION.required);
/** A payment link's token: `{linkId}.{signature}`. */
export const paymentLinkTokenSchema = z.string().regex(/^[A-Za-z0-9]{1,40}\.[A-Za-z0-9_-]{16,64}$/);

export const cardInputSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, VALIDATION.required)
    .refine(luhnValid, PAYMENT_VALIDATION.invalidCard),
  expiry: z
    .string()
    .trim()
    .min(1, VALIDATION.required)
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, PAYMENT_VALIDATION.invalidExpiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, PAYMENT_VALIDATION.invalidCvc),
  holder: z.string().trim().min(1, VALIDATION.required).max(100, VALIDATION.tooLong),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/**
 * `POST /api/payments`. `expectedAmountFCFA` is what the payer saw: the server recomputes the
 * amount and answers 409 `amount_mismatch` when they differ (it never charges the client's).
 * `phone` + `country` for mobile money, `card` for cards; `payer` names a visitor (link, demo).
 */
export const initiatePaymentSchema = z
  .object({
    target: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('booking'), bookingId: documentIdSchema }),
      z.object({ kind: z.literal('link'), token: paymentLinkTokenSchema }),
      z.object({
        kind: z.literal('demo'),
        priceFCFA: z
          .number()
          .int(VALIDATION.invalidNumber)
          .min(DEMO_AMOUNT_LIMITS.min, PAYMENT_VALIDATION.amountRange)
          .max(DEMO_AMOUNT_LIMITS.max, PAYMENT_VALIDATION.amountRange),
      }),
    ]),
    method: z.enum(PAYABLE_METHODS),
    country: z.enum(COUNTRY_CODES),
    phone: z.string().trim().max(24).optional(),
    card: cardInputSchema.optional(),
    expectedAmountFCFA: z.number().int().positive(),
    idempotencyKey: idempotencyKeySchema,
    lang: z.enum(['fr', 'en']),
    payer: z
      .object({
        name: z.string().trim().min(1, VALIDATION.required).max(100, VALIDATION.tooLong),
        email: z.string().trim().max(200).pipe(z.email(VALIDATION.invalidEmail)).optional(),
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'card' && !body.card) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.required, path: ['card'] });
    }
    if (body.method !== 'card' && body.method !== 'cash' && body.method !== 'bank_transfer') {
      if (!body.phone) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.required, path: ['phone'] });
      } else if (!normalizeMobileNumber(body.country, body.method, body.phone)) {
        ctx.addIssue({
          code: 'custom',
          message: PAYMENT_VALIDATION.phoneNotForOperator,
          path: ['phone'],
        });
      }
    }
  });
export type InitiatePaymentInput = z.infer<typeof initiatePaymentSchema>;

const accessKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/)
  .optional();

/** `POST /api/payments/:id/code`: the Orange one-time code. */
export const paymentCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), PAYMENT_VALIDATION.invalidCode),
  key: accessKeySchema,
});

/** `POST /api/payments/:id/challenge`: the simulated bank's 3-D Secure answer. */
export const paymentChallengeSchema = z.object({ approve: z.boolean(), key: accessKeySchema });

/** `POST /api/payments/:id/cancel`: the payer drops an awaited cash or transfer attempt. */
export const paymentCancelSchema = z.object({ key: accessKeySchema });

/** `POST /api/payment-links` (providers and admins). */
export const createPaymentLinkSchema = z.object({
  amountFCFA: z
    .number()
    .int(VALIDATION.invalidNumber)
    .min(PAYMENT_LINK_LIMITS.minAmountFCFA, PAYMENT_VALIDATION.amountRange)
    .max(PAYMENT_LINK_LIMITS.maxAmountFCFA, PAYMENT_VALIDATION.amountRange),
  description: z
    .string()
    .trim()
    .min(1, VALIDATION.required)
    .max(PAYMENT_LINK_LIMITS.descriptionMax, VALIDATION.tooLong),
  expiresInHours: z
    .number()
    .int(VALIDATION.invalidNumber)
    .min(PAYMENT_LINK_LIMITS.minHours, VALIDATION.invalidDuration)
    .max(PAYMENT_LINK_LIMITS.maxHours, VALIDATION.invalidDuration),
});
export type CreatePaymentLinkInput = z.infer<typeof createPaymentLinkSchema>;

/** `POST /api/hosted-checkout/sessions` (`/anka-demo`): the merchant opens a hosted checkout. */
export const hostedSessionSchema = z.object({
  priceFCFA: z
    .number()
    .int(VALIDATION.invalidNumber)
    .min(DEMO_AMOUNT_LIMITS.min, PAYMENT_VALIDATION.amountRange)
    .max(DEMO_AMOUNT_LIMITS.max, PAYMENT_VALIDATION.amountRange),
  lang: z.enum(['fr', 'en']),
});
