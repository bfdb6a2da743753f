import {
  COUNTRY_CODES,
  MOBILE_NUMBER_PLANS,
  initiatePaymentSchema,
  type CountryCode,
  type InitiatePaymentInput,
} from '@marketplace/domain';
import { z } from 'zod';

/** What Anka Pay offers (the hosted demo of a third-party page): three operators and cards. */
export const HOSTED_METHODS = ['orange_money', 'mtn_momo', 'wave', 'card'] as const;
export type HostedMethod = (typeof HOSTED_METHODS)[number];

/** The countries the page's select lists: those with a mobile-money number plan, Ivory Coast first. */
export const HOSTED_COUNTRIES = COUNTRY_CODES.filter((code) => MOBILE_NUMBER_PLANS[code]);
export const DEFAULT_HOSTED_COUNTRY: CountryCode = 'CI';

/** The payment form's fields as posted (form-urlencoded: every value a string). */
const hostedFormSchema = z.object({
  method: z.enum(HOSTED_METHODS),
  country: z.enum(COUNTRY_CODES),
  phone: z.string().max(40).optional(),
  cardNumber: z.string().max(40).optional(),
  cardExpiry: z.string().max(10).optional(),
  cardCvc: z.string().max(10).optional(),
  cardHolder: z.string().max(200).optional(),
});
export type HostedForm = z.infer<typeof hostedFormSchema>;

/** Which of the page's field groups a problem belongs to (each shows one translated hint). */
export type HostedFieldError = 'method' | 'phone' | 'card';

export type ParsedHostedForm =
  | { ok: true; form: HostedForm; input: InitiatePaymentInput }
  | { ok: false; form: Partial<HostedForm>; errors: HostedFieldError[] };

/** What to initiate for this form, or the field groups to correct (the same rules as the api). */
export function parseHostedForm(
  body: unknown,
  session: { priceFCFA: number; lang: 'fr' | 'en' },
  expectedAmountFCFA: (method: HostedMethod) => number,
  idempotencyKeyOf: (form: HostedForm) => string,
): ParsedHostedForm {
  const parsed = hostedFormSchema.safeParse(body);
  if (!parsed.success) {
    const partial = hostedFormSchema.partial().safeParse(body);
    return { ok: false, form: partial.success ? partial.data : {}, errors: ['method'] };
  }
  const form = parsed.data;
  const isCard = form.method === 'card';
  const attempt = initiatePaymentSchema.safeParse({
    target: { kind: 'demo', priceFCFA: session.priceFCFA },
    method: form.method,
    country: form.country,
    ...(isCard
      ? {
          card: {
            number: (form.cardNumber ?? '').replace(/\s+/g, ''),
            expiry: form.cardExpiry ?? '',
            cvc: form.cardCvc ?? '',
            holder: form.cardHolder ?? '',
          },
        }
      : { phone: form.phone ?? '' }),
    expectedAmountFCFA: expectedAmountFCFA(form.method),
    idempotencyKey: idempotencyKeyOf(form),
    lang: session.lang,
  });
  if (attempt.success) return { ok: true, form, input: attempt.data };
  const errors = new Set<HostedFieldError>();
  for (const issue of attempt.error.issues) {
    const field = issue.path[0];
    errors.add(field === 'phone' ? 'phone' : field === 'card' ? 'card' : 'method');
  }
  return { ok: false, form, errors: [...errors] };
}
