import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_STATUSES,
  contractSignedContent,
  PRICED_RESPONSE_STATUSES,
  QUOTE_STATUSES,
  quoteTotal,
  type ContractDocument,
  type QuoteRequestDocument,
  type QuoteResponseDocument,
} from '../../domain/src';
import { seedQuoteDocuments } from './quotes';

const documents = seedQuoteDocuments(new Date('2026-11-24T10:00:00Z'));
const of = <T>(prefix: RegExp) =>
  documents
    .filter(({ path }) => prefix.test(path))
    .map(({ path, data }) => ({ path, data: data as T }));
const requests = of<QuoteRequestDocument>(/^quotes\/[^/]+$/);
const responses = of<QuoteResponseDocument>(/^quotes\/[^/]+\/responses\//);
const contracts = of<ContractDocument>(/^contracts\//);

describe('seeded quotes', () => {
  it('show every request state and every contract state', () => {
    expect(new Set(requests.map(({ data }) => data.status))).toEqual(new Set(QUOTE_STATUSES));
    expect(new Set(contracts.map(({ data }) => data.status))).toEqual(
      new Set(CONTRACT_STATUSES.filter((status) => status !== 'cancelled')),
    );
  });

  it('give the demo provider an inbox in every tab', () => {
    const own = responses.filter(({ data }) => data.providerId === 'seed-provider-01');
    expect(new Set(own.map(({ data }) => data.status))).toEqual(
      new Set(['requested', 'sent', 'accepted', 'declined', 'closed', 'expired']),
    );
  });

  it('keep each request consistent with its responses and contract', () => {
    for (const { path, data: request } of requests) {
      const own = responses.filter(({ path: child }) => child.startsWith(`${path}/`));
      expect(own.map(({ data }) => data.providerId).sort(), path).toEqual(
        [...request.recipientIds].sort(),
      );
      const priced = own.filter(
        ({ data }) =>
          (PRICED_RESPONSE_STATUSES as readonly string[]).includes(data.status) ||
          data.totalFCFA !== null,
      );
      expect(request.quoteCount, path).toBe(priced.length);
      const accepted = own.filter(({ data }) => data.status === 'accepted');
      expect(accepted.length, path).toBe(request.status === 'accepted' ? 1 : 0);
      for (const { data } of own) {
        expect(data.customerId).toBe(request.customerId);
        if (data.totalFCFA !== null) expect(data.totalFCFA).toBe(quoteTotal(data.lineItems));
      }
      const contract = contracts.find(
        ({ path: contractPath }) => contractPath === `contracts/${path.split('/')[1]}`,
      );
      expect(Boolean(contract), path).toBe(request.status === 'accepted');
      if (contract) expect(contract.data.providerId).toBe(request.acceptedProviderId);
    }
  });

  it('sign contracts over the hash of their exact terms', () => {
    for (const { data } of contracts) {
      const hash = createHash('sha256').update(contractSignedContent(data)).digest('hex');
      expect(data.termsHash).toBe(hash);
      for (const signature of [data.signatures.customer, data.signatures.provider]) {
        if (signature) expect(signature.termsHash).toBe(hash);
      }
      if (data.status !== 'pending') {
        expect(data.signatures.customer).not.toBeNull();
        expect(data.signatures.provider).not.toBeNull();
      }
    }
  });
});
