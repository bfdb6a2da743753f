import { describe, expect, it } from 'vitest';
import {
  acceptQuoteSchema,
  contractSignedContent,
  contractTermsSchema,
  quoteRequestInputSchema,
  quoteResponseInputSchema,
} from './quote';
import { VALIDATION } from './constants';

const TODAY = '2026-11-24';

const request = {
  requestId: 'abcdefghij0123456789',
  category: 'plumbing',
  description: 'Fuite sous l’évier de la cuisine',
  urgency: 'medium',
  budgetFCFA: 25000,
  location: { city: 'Douala', address: 'Rue 12, Akwa' },
  preferredDate: '2026-11-30',
  contactMethod: 'whatsapp',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('quoteRequestInputSchema', () => {
  it('accepts a complete request and fills the optional fields', () => {
    const parsed = quoteRequestInputSchema(TODAY).parse(request);
    expect(parsed).toMatchObject({
      providerId: null,
      serviceId: null,
      additionalInfo: '',
      photoIds: [],
    });
  });

  it('needs a description of at least 10 characters', () => {
    const result = quoteRequestInputSchema(TODAY).safeParse({ ...request, description: ' court ' });
    expect(messagesOf(result)).toEqual([VALIDATION.tooShort]);
  });

  it.each([0, -5, 12.5, '1000'])('refuses the budget %s (a positive whole FCFA)', (budgetFCFA) => {
    const result = quoteRequestInputSchema(TODAY).safeParse({ ...request, budgetFCFA });
    expect(messagesOf(result)).toEqual([VALIDATION.positiveAmount]);
  });

  it('accepts no budget', () => {
    expect(quoteRequestInputSchema(TODAY).parse({ ...request, budgetFCFA: null }).budgetFCFA).toBe(
      null,
    );
  });

  it('refuses a preferred date in the past, and a date that does not exist', () => {
    const past = quoteRequestInputSchema(TODAY).safeParse({
      ...request,
      preferredDate: '2026-11-23',
    });
    expect(messagesOf(past)).toEqual([VALIDATION.dateInPast]);
    const missing = quoteRequestInputSchema(TODAY).safeParse({
      ...request,
      preferredDate: '2027-02-30',
    });
    expect(messagesOf(missing)).toContain(VALIDATION.invalidDate);
  });

  it.each(['', '2030-13-01', 'demain'])('answers a message, not an exception, for %j', (day) => {
    const result = quoteRequestInputSchema(TODAY).safeParse({ ...request, preferredDate: day });
    expect(messagesOf(result)).toContain(VALIDATION.invalidDate);
  });

  it('needs a city and an address, an urgency and a contact method', () => {
    const result = quoteRequestInputSchema(TODAY).safeParse({
      ...request,
      location: { city: ' ', address: '' },
      urgency: 'tomorrow',
      contactMethod: undefined,
    });
    expect(messagesOf(result)).toEqual([
      VALIDATION.required,
      VALIDATION.required,
      VALIDATION.required,
      VALIDATION.required,
    ]);
  });

  it('refuses a sixth photo', () => {
    const photoIds = Array.from({ length: 6 }, (_, index) => `photo${index}abcdefghijklmn`);
    const result = quoteRequestInputSchema(TODAY).safeParse({ ...request, photoIds });
    expect(messagesOf(result)).toEqual([VALIDATION.tooMany]);
  });

  it('refuses a request id that is not a client id (no path tricks)', () => {
    const result = quoteRequestInputSchema(TODAY).safeParse({ ...request, requestId: '../x' });
    expect(result.success).toBe(false);
  });
});

describe('quoteResponseInputSchema', () => {
  const quote = {
    lineItems: [
      { label: 'Main-d’œuvre', quantity: 2, unitPriceFCFA: 7500 },
      { label: 'Joint', quantity: 1, unitPriceFCFA: 2000 },
    ],
    durationMinutes: 120,
    earliestStart: TODAY,
  };

  it('accepts a quote and defaults its validity to 7 days', () => {
    expect(quoteResponseInputSchema(TODAY).parse(quote)).toMatchObject({
      validityDays: 7,
      message: '',
    });
  });

  it.each([0, -1, 99.5])('refuses the unit price %s', (unitPriceFCFA) => {
    const result = quoteResponseInputSchema(TODAY).safeParse({
      ...quote,
      lineItems: [{ label: 'x', quantity: 1, unitPriceFCFA }],
    });
    expect(messagesOf(result)).toEqual([VALIDATION.positiveAmount]);
  });

  it('needs at least one line, at most 20', () => {
    expect(
      messagesOf(quoteResponseInputSchema(TODAY).safeParse({ ...quote, lineItems: [] })),
    ).toEqual([VALIDATION.required]);
    const lineItems = Array.from({ length: 21 }, () => quote.lineItems[0]);
    expect(messagesOf(quoteResponseInputSchema(TODAY).safeParse({ ...quote, lineItems }))).toEqual([
      VALIDATION.tooMany,
    ]);
  });

  it('refuses an earliest start in the past', () => {
    const result = quoteResponseInputSchema(TODAY).safeParse({
      ...quote,
      earliestStart: '2026-01-01',
    });
    expect(messagesOf(result)).toEqual([VALIDATION.dateInPast]);
  });
});

describe('contractTermsSchema', () => {
  const terms = {
    duration: '2 jours',
    startDate: '2026-12-01',
    endDate: '2026-12-02',
    paymentTerms: '50 % au début, 50 % à la fin',
    deliverables: 'Évier réparé',
    responsibilities: 'Le client laisse l’accès',
    penalties: '',
    terminationClause: 'Préavis de 48 h',
  };

  it('accepts terms without penalties', () => {
    expect(contractTermsSchema.parse(terms).penalties).toBe('');
  });

  it('needs the end date on or after the start date', () => {
    const result = contractTermsSchema.safeParse({ ...terms, endDate: '2026-11-30' });
    expect(result.error?.issues).toMatchObject([
      { message: VALIDATION.invalidDateRange, path: ['endDate'] },
    ]);
  });

  it('signed content changes with any term, the version or the price', () => {
    const contract = {
      quoteId: 'q',
      customerId: 'c',
      providerId: 'p',
      lineItems: [{ label: 'x', quantity: 1, unitPriceFCFA: 1000 }],
      totalFCFA: 1000,
      terms,
      termsVersion: 1,
    };
    const base = contractSignedContent(contract);
    expect(contractSignedContent({ ...contract })).toBe(base);
    expect(contractSignedContent({ ...contract, termsVersion: 2 })).not.toBe(base);
    expect(contractSignedContent({ ...contract, totalFCFA: 1001 })).not.toBe(base);
    for (const key of Object.keys(terms) as (keyof typeof terms)[]) {
      expect(
        contractSignedContent({ ...contract, terms: { ...terms, [key]: `${terms[key]}!` } }),
      ).not.toBe(base);
    }
  });
});

describe('acceptQuoteSchema', () => {
  it('needs a provider id without a path separator', () => {
    expect(acceptQuoteSchema.safeParse({ providerId: 'a/b' }).success).toBe(false);
    expect(acceptQuoteSchema.parse({ providerId: 'seed-provider-01' }).providerId).toBe(
      'seed-provider-01',
    );
  });
});
