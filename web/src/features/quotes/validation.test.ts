import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@marketplace/domain';
import { newDraft, OTHER_SERVICE, type QuoteDraft } from './draft';
import { buildRequest, validateCancelReason, validateStep } from './validation';

const TODAY = '2026-03-02';

function validDraft(overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    ...newDraft(null),
    category: 'plumbing',
    description: 'Fuite sous l’évier de la cuisine',
    urgency: 'high',
    budget: '50 000',
    city: 'Douala',
    address: 'Akwa, rue 12',
    preferredDate: '2026-03-05',
    contactMethod: 'whatsapp',
    ...overrides,
  };
}

describe('validateStep', () => {
  it('asks for a category, and with a provider for a service', () => {
    expect(validateStep('service', newDraft(null), TODAY)).toEqual({
      category: { key: VALIDATION.required },
    });
    expect(validateStep('service', newDraft('p1'), TODAY)).toMatchObject({
      service: { key: VALIDATION.required },
    });
  });

  it('wants 10 characters of description, an urgency and a whole positive budget', () => {
    const errors = validateStep(
      'details',
      validDraft({ description: ' court ', urgency: '', budget: '12,5' }),
      TODAY,
    );
    expect(errors).toEqual({
      description: { key: VALIDATION.tooShort, values: { min: 10 } },
      urgency: { key: VALIDATION.required },
      budgetFCFA: { key: VALIDATION.positiveAmount },
    });
    expect(validateStep('details', validDraft({ budget: '0' }), TODAY)).toEqual({
      budgetFCFA: expect.objectContaining({ key: VALIDATION.positiveAmount }),
    });
    expect(validateStep('details', validDraft({ budget: '' }), TODAY)).toEqual({});
  });

  it('wants a city and an address, and no date in the past', () => {
    expect(
      validateStep(
        'location',
        validDraft({ city: ' ', address: '', preferredDate: '2026-03-01' }),
        TODAY,
      ),
    ).toEqual({
      'location.city': { key: VALIDATION.required },
      'location.address': { key: VALIDATION.required },
      preferredDate: { key: VALIDATION.dateInPast },
    });
    expect(validateStep('location', validDraft({ preferredDate: TODAY }), TODAY)).toEqual({});
    expect(validateStep('location', validDraft({ preferredDate: '' }), TODAY)).toEqual({});
  });

  it('wants a contact method', () => {
    expect(validateStep('contact', validDraft({ contactMethod: '' }), TODAY)).toEqual({
      contactMethod: { key: VALIDATION.required },
    });
  });
});

describe('buildRequest', () => {
  it('builds the body of POST /api/quotes', () => {
    const draft = validDraft({ photos: [{ id: 'PHOTOAAAAAAAAAAAAAA1', name: 'a.jpg' }] });
    expect(buildRequest(draft, TODAY)).toEqual({
      ok: true,
      input: {
        requestId: draft.requestId,
        category: 'plumbing',
        providerId: null,
        serviceId: null,
        description: 'Fuite sous l’évier de la cuisine',
        urgency: 'high',
        budgetFCFA: 50_000,
        location: { city: 'Douala', address: 'Akwa, rue 12' },
        preferredDate: '2026-03-05',
        contactMethod: 'whatsapp',
        additionalInfo: '',
        photoIds: ['PHOTOAAAAAAAAAAAAAA1'],
      },
    });
  });

  it('aims it at the provider, with their service unless another need was chosen', () => {
    const aimed = { ...validDraft(), providerId: 'p1', service: 's02' };
    expect(buildRequest(aimed, TODAY)).toMatchObject({
      ok: true,
      input: { providerId: 'p1', serviceId: 's02' },
    });
    expect(buildRequest({ ...aimed, service: OTHER_SERVICE }, TODAY)).toMatchObject({
      ok: true,
      input: { providerId: 'p1', serviceId: null },
    });
  });

  it('sends the user back to the first step with a mistake', () => {
    expect(buildRequest(validDraft({ contactMethod: '' }), TODAY)).toMatchObject({
      ok: false,
      step: 'contact',
    });
  });
});

describe('validateCancelReason', () => {
  it('accepts no reason and refuses a reason that is too long', () => {
    expect(validateCancelReason('')).toBeNull();
    expect(validateCancelReason('x'.repeat(501))).toEqual({
      key: VALIDATION.tooLong,
      values: { max: 500 },
    });
  });
});
