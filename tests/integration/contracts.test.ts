// Contracts through the api under the emulators (issue 12 §7): prefilled from the accepted
// quote, drafted by the provider, changes asked by the customer, each party signing only their
// own side over a hash of the exact terms, completion and cancellation, by the right party only.
import { createHash } from 'node:crypto';
import {
  CONTRACT_API,
  contractSignedContent,
  QUOTE_API,
  type ContractDocument,
} from '@marketplace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cleanup,
  createPerson,
  createProvider,
  inDays,
  newRequestId,
  quoteBody,
  read,
  requestBody,
  run,
} from './quoteFixtures';

const customer = `it-c-customer-${run}`;
const provider = `it-c-provider-${run}`;
const outsider = `it-c-outsider-${run}`;
const rival = `it-c-rival-${run}`;
const quoteIds: string[] = [];

beforeAll(async () => {
  await createPerson({ uid: customer, firstName: 'Awa' });
  await createPerson({ uid: outsider, firstName: 'Binta' });
  await createProvider({
    uid: provider,
    name: 'Jean Plomberie',
    city: 'Douala',
    verified: true,
    rating: 4.5,
  });
  await createProvider({ uid: rival, name: 'Eau Vive', city: 'Douala', verified: true, rating: 4 });
}, 120_000);

afterAll(() => cleanup(quoteIds), 120_000);

/** A request aimed at `provider`, answered and accepted: its contract's id. */
async function acceptedContract(quote: Record<string, unknown> = {}): Promise<string> {
  const body = requestBody({ providerId: provider });
  expect((await call('POST', QUOTE_API.create, customer, body)).status).toBe(201);
  quoteIds.push(body.requestId);
  const id = body.requestId;
  expect((await call('PUT', QUOTE_API.respond(id), provider, quoteBody(quote))).status).toBe(200);
  const accepted = await call('POST', QUOTE_API.accept(id), customer, { providerId: provider });
  expect(accepted).toEqual({ status: 200, body: { contractId: id } });
  return id;
}

const contract = async (id: string) => (await read(`contracts/${id}`)) as ContractDocument;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const errorCode = (answer: { body: { error?: { code: string } } }) => answer.body.error?.code;

function termsBody(changes: Record<string, unknown> = {}) {
  return {
    duration: '2 jours',
    startDate: inDays(2),
    endDate: inDays(3),
    paymentTerms: '50 % à la commande, le solde à la fin.',
    deliverables: 'Évier réparé, joints changés.',
    responsibilities: 'Le client donne accès à la cuisine.',
    penalties: '',
    terminationClause: 'Résiliable par écrit 24 h avant le début.',
    ...changes,
  };
}

describe('a contract from an accepted quote', () => {
  let id = '';
  beforeAll(async () => {
    id = await acceptedContract({ durationMinutes: 3 * 24 * 60 + 90, earliestStart: inDays(4) });
  });

  it('is prefilled from the quote, undrafted, with the hash of what it holds', async () => {
    const doc = await contract(id);
    expect(doc).toMatchObject({
      quoteId: id,
      customerId: customer,
      providerId: provider,
      customerName: 'Awa',
      providerName: 'Jean Plomberie',
      totalFCFA: 17_000,
      status: 'pending',
      termsDrafted: false,
      termsVersion: 1,
      changeRequest: null,
      terms: {
        duration: '73 h 30 min',
        startDate: inDays(4),
        endDate: inDays(7),
        paymentTerms: '',
        deliverables: '',
        responsibilities: '',
        penalties: '',
        terminationClause: '',
      },
    });
    expect(doc.termsHash).toBe(sha256(contractSignedContent(doc)));
  });

  it('cannot be signed before the provider drafts the terms', async () => {
    const { termsHash } = await contract(id);
    for (const uid of [customer, provider]) {
      const answer = await call('POST', CONTRACT_API.sign(id), uid, { name: 'X', termsHash });
      expect(answer.status, uid).toBe(409);
      expect(errorCode(answer)).toBe('invalid_transition');
    }
  });

  it('lets only the provider draft terms, and only valid ones', async () => {
    for (const uid of [customer, outsider, rival]) {
      expect((await call('PUT', CONTRACT_API.terms(id), uid, termsBody())).status, uid).toBe(403);
    }
    for (const bad of [
      termsBody({ endDate: inDays(1) }),
      termsBody({ paymentTerms: ' ' }),
      termsBody({ startDate: '2031-02-30' }),
      { duration: '2 jours' },
    ]) {
      const answer = await call('PUT', CONTRACT_API.terms(id), provider, bad);
      expect(answer.status).toBe(400);
      expect(errorCode(answer)).toBe('invalid_request');
    }
    expect((await contract(id)).termsVersion).toBe(1);
    const answer = await call('PUT', CONTRACT_API.terms(id), provider, termsBody());
    expect(answer.status).toBe(200);
    const doc = await contract(id);
    expect(doc).toMatchObject({ termsDrafted: true, termsVersion: 2, terms: termsBody() });
    expect(doc.termsHash).toBe(sha256(contractSignedContent(doc)));
    expect(answer.body).toEqual({
      contractId: id,
      status: 'pending',
      termsHash: doc.termsHash,
      termsVersion: 2,
    });
    // The same terms again: nothing changes.
    expect((await call('PUT', CONTRACT_API.terms(id), provider, termsBody())).status).toBe(200);
    expect((await contract(id)).termsVersion).toBe(2);
  });

  it('lets only the customer ask for changes; a new draft answers them', async () => {
    const message = { message: 'Pouvez-vous commencer plus tôt ?' };
    expect((await call('POST', CONTRACT_API.changeRequest(id), provider, message)).status).toBe(
      403,
    );
    expect((await call('POST', CONTRACT_API.changeRequest(id), outsider, message)).status).toBe(
      403,
    );
    expect(
      (await call('POST', CONTRACT_API.changeRequest(id), customer, { message: '' })).status,
    ).toBe(400);
    expect((await call('POST', CONTRACT_API.changeRequest(id), customer, message)).status).toBe(
      200,
    );
    expect((await contract(id)).changeRequest?.message).toBe(message.message);
    const earlier = termsBody({ startDate: inDays(1) });
    expect((await call('PUT', CONTRACT_API.terms(id), provider, earlier)).status).toBe(200);
    expect(await contract(id)).toMatchObject({ changeRequest: null, termsVersion: 3 });
  });

  it('takes each party’s own signature over the current terms only', async () => {
    const { termsHash } = await contract(id);
    const stale = await call('POST', CONTRACT_API.sign(id), customer, {
      name: 'Awa Test',
      termsHash: sha256('older terms'),
    });
    expect(stale.status).toBe(409);
    expect(errorCode(stale)).toBe('signature_mismatch');
    for (const body of [{ name: '', termsHash }, { name: 'Awa', termsHash: 'abc' }, {}]) {
      expect((await call('POST', CONTRACT_API.sign(id), customer, body)).status).toBe(400);
    }
    for (const uid of [outsider, rival]) {
      expect(
        (await call('POST', CONTRACT_API.sign(id), uid, { name: 'X', termsHash })).status,
      ).toBe(403);
    }
    const signed = await call('POST', CONTRACT_API.sign(id), customer, {
      name: 'Awa Test',
      termsHash,
    });
    expect(signed.status).toBe(200);
    const doc = await contract(id);
    expect(doc.status).toBe('pending');
    expect(doc.signatures.customer).toMatchObject({ name: 'Awa Test', termsHash });
    expect(doc.signatures.provider).toBeNull();
    // Signing again the same terms changes nothing.
    expect(
      (await call('POST', CONTRACT_API.sign(id), customer, { name: 'Awa', termsHash })).status,
    ).toBe(200);
    expect((await contract(id)).signatures.customer?.name).toBe('Awa Test');
  });

  it('voids both signatures when the terms change', async () => {
    const changed = termsBody({ penalties: '5 000 FCFA par jour de retard.' });
    expect((await call('PUT', CONTRACT_API.terms(id), provider, changed)).status).toBe(200);
    const doc = await contract(id);
    expect(doc.signatures).toEqual({ customer: null, provider: null });
    expect(doc.termsVersion).toBe(4);
  });

  it('becomes active with the second signature, then its terms are final', async () => {
    const { termsHash } = await contract(id);
    expect(
      (await call('POST', CONTRACT_API.sign(id), provider, { name: 'Jean', termsHash })).status,
    ).toBe(200);
    expect((await contract(id)).status).toBe('pending');
    const last = await call('POST', CONTRACT_API.sign(id), customer, { name: 'Awa', termsHash });
    expect(last.status).toBe(200);
    expect(last.body.status).toBe('active');
    const doc = await contract(id);
    expect(doc.status).toBe('active');
    expect(doc.signatures.provider?.termsHash).toBe(termsHash);
    expect((await call('PUT', CONTRACT_API.terms(id), provider, termsBody())).status).toBe(409);
    const change = { message: 'Encore un changement' };
    expect((await call('POST', CONTRACT_API.changeRequest(id), customer, change)).status).toBe(409);
    expect(
      (await call('POST', CONTRACT_API.sign(id), customer, { name: 'Awa', termsHash })).status,
    ).toBe(200);
  });

  it('is completed by either party once active, once', async () => {
    expect((await call('POST', CONTRACT_API.complete(id), outsider)).status).toBe(403);
    expect((await call('POST', CONTRACT_API.complete(id), rival)).status).toBe(403);
    const done = await call('POST', CONTRACT_API.complete(id), provider);
    expect(done.status).toBe(200);
    expect((await contract(id)).status).toBe('completed');
    expect((await call('POST', CONTRACT_API.complete(id), customer)).status).toBe(200);
    const cancel = await call('POST', CONTRACT_API.cancel(id), customer, { reason: 'Trop tard' });
    expect(cancel.status).toBe(409);
    expect((await contract(id)).status).toBe('completed');
  });
});

describe('cancelling a contract', () => {
  it('lets either party cancel a pending one with a reason, then nothing else', async () => {
    const id = await acceptedContract();
    expect((await call('POST', CONTRACT_API.complete(id), customer)).status).toBe(409);
    expect((await call('POST', CONTRACT_API.cancel(id), outsider, { reason: 'x' })).status).toBe(
      403,
    );
    expect((await call('POST', CONTRACT_API.cancel(id), provider, {})).status).toBe(400);
    const answer = await call('POST', CONTRACT_API.cancel(id), provider, {
      reason: 'Indisponible',
    });
    expect(answer.status).toBe(200);
    expect(await contract(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Indisponible',
      cancelledBy: 'provider',
    });
    expect(
      (await call('POST', CONTRACT_API.cancel(id), provider, { reason: 'Indisponible' })).status,
    ).toBe(200);
    expect(
      (await call('POST', CONTRACT_API.cancel(id), customer, { reason: 'Moi aussi' })).status,
    ).toBe(409);
    const { termsHash } = await contract(id);
    expect(
      (await call('POST', CONTRACT_API.sign(id), customer, { name: 'Awa', termsHash })).status,
    ).toBe(409);
    expect((await call('PUT', CONTRACT_API.terms(id), provider, termsBody())).status).toBe(409);
  });

  it('lets the customer cancel an active one', async () => {
    const id = await acceptedContract();
    expect((await call('PUT', CONTRACT_API.terms(id), provider, termsBody())).status).toBe(200);
    const { termsHash } = await contract(id);
    for (const uid of [provider, customer]) {
      expect(
        (await call('POST', CONTRACT_API.sign(id), uid, { name: 'N', termsHash })).status,
      ).toBe(200);
    }
    expect((await contract(id)).status).toBe('active');
    const answer = await call('POST', CONTRACT_API.cancel(id), customer, {
      reason: 'Déménagement',
    });
    expect(answer.body.status).toBe('cancelled');
    expect((await contract(id)).cancelledBy).toBe('customer');
  });

  it('answers 404 for an unknown or malformed contract id, 401 when signed out', async () => {
    expect((await call('POST', CONTRACT_API.complete(newRequestId()), customer)).status).toBe(404);
    expect((await call('POST', CONTRACT_API.complete('not-an-id'), customer)).status).toBe(404);
    expect((await call('POST', CONTRACT_API.complete(newRequestId()), null)).status).toBe(401);
  });
});
