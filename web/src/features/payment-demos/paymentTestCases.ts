import {
  MOBILE_MONEY_METHODS,
  MOBILE_NUMBER_PLANS,
  SANDBOX_CARDS,
  SANDBOX_EXAMPLE_NUMBERS,
  SANDBOX_NUMBER_OUTCOMES,
  type CountryCode,
  type MobileMoneyMethod,
  type SandboxCardOutcome,
  type SandboxNumberOutcome,
} from '@marketplace/domain';

/**
 * The cases `/payment-test` documents and runs, built from the sandbox's own tables (domain
 * SANDBOX_NUMBER_OUTCOMES, SANDBOX_EXAMPLE_NUMBERS, SANDBOX_CARDS): one per operator and
 * outcome ending, Orange's wrong code, one per test card.
 */

/** What a case should end with: an outcome of the tables, or Orange's mistyped code. */
export type ExpectedOutcome = SandboxNumberOutcome | SandboxCardOutcome | 'wrong_code';

export interface MobileTestCase {
  id: string;
  kind: 'mobile';
  method: MobileMoneyMethod;
  country: CountryCode;
  /** National format, as a payer types it. */
  national: string;
  dialCode: string;
  expected: ExpectedOutcome;
  /** Orange only: which code the run types, the one the phone shows or another. */
  code: 'right' | 'wrong' | null;
}

export interface CardTestCase {
  id: string;
  kind: 'card';
  number: string;
  expected: SandboxCardOutcome;
}

export type PaymentTestCase = MobileTestCase | CardTestCase;

/** The example number with its last two digits replaced by an outcome's ending. */
export const numberEndingIn = (national: string, ending: string) =>
  `${national.slice(0, -2)}${ending}`;

const ENDINGS = Object.entries(SANDBOX_NUMBER_OUTCOMES) as [string, SandboxNumberOutcome][];
/** The ending that succeeds, used for Orange's wrong-code case (the number itself is fine). */
const SUCCESS_ENDING = ENDINGS.find(([, outcome]) => outcome === 'success')?.[0] ?? '01';

export function mobileTestCases(): MobileTestCase[] {
  return MOBILE_MONEY_METHODS.flatMap((method) => {
    const { country, national } = SANDBOX_EXAMPLE_NUMBERS[method];
    const dialCode = MOBILE_NUMBER_PLANS[country]?.dialCode ?? '';
    const orange = method === 'orange_money';
    const base = { kind: 'mobile', method, country, dialCode } as const;
    const cases: MobileTestCase[] = ENDINGS.map(([ending, expected]) => ({
      ...base,
      id: `${method}-${ending}`,
      national: numberEndingIn(national, ending),
      expected,
      code: orange ? 'right' : null,
    }));
    if (orange) {
      cases.push({
        ...base,
        id: `${method}-wrong-code`,
        national: numberEndingIn(national, SUCCESS_ENDING),
        expected: 'wrong_code',
        code: 'wrong',
      });
    }
    return cases;
  });
}

export const cardTestCases = (): CardTestCase[] =>
  (Object.entries(SANDBOX_CARDS) as [string, SandboxCardOutcome][]).map(([number, expected]) => ({
    id: `card-${number}`,
    kind: 'card',
    number,
    expected,
  }));

/** "4242 4242 4242 4242". */
export const groupedCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Whether a settled attempt ended as its case says it should. */
export function outcomeMatches(
  expected: ExpectedOutcome,
  payment: { status: string; failureReason: string | null },
): boolean {
  if (expected === 'success' || expected === 'challenge') return payment.status === 'success';
  if (expected === 'timeout') return payment.status === 'expired';
  return payment.status === 'failed' && payment.failureReason === expected;
}
