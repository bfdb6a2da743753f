import { jsPDF } from 'jspdf';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import {
  contractPdfName,
  downloadContractPdf,
  toWinAnsi,
  writeContractPdf,
  type ContractPdfInput,
  type Translate,
} from './contractPdf';
import { CONTRACTS_NS } from './i18n';
import { contractOf, HASH_V1, HASH_V2 } from './testing';

/** Names the documents were saved under (the real jsPDF, without a browser download). */
const saved = vi.hoisted(() => [] as string[]);
vi.mock('jspdf', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jspdf')>();
  class RecordingPdf extends actual.jsPDF {
    constructor(...args: ConstructorParameters<typeof actual.jsPDF>) {
      super(...args);
      // jsPDF sets its methods on each instance: replace this one's.
      this.save = ((name: string) => {
        saved.push(name);
        return this;
      }) as never;
    }
  }
  return { ...actual, jsPDF: RecordingPdf };
});

const textsIn = (language: 'fr' | 'en'): Translate => {
  const t = i18n.getFixedT(language, CONTRACTS_NS);
  return (key, values) => t(key, { ...values });
};

const signedAt = new Date('2025-03-02T10:30:00Z');
const input = (overrides: Partial<ContractPdfInput> = {}): ContractPdfInput => ({
  contract: contractOf({
    termsVersion: 2,
    termsHash: HASH_V2,
    signatures: {
      customer: { name: 'Awa Diop', signedAt, termsHash: HASH_V1 },
      provider: { name: 'Moussa Ndiaye', signedAt, termsHash: HASH_V2 },
    },
  }),
  categoryName: { fr: 'Plomberie', en: 'Plumbing' },
  t: { fr: textsIn('fr'), en: textsIn('en') },
  generatedAt: new Date('2025-03-05T08:00:00Z'),
  ...overrides,
});

/** Every string jsPDF is asked to draw, in order. */
function drawnText(pdfInput: ContractPdfInput) {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const text = vi.spyOn(doc, 'text');
  writeContractPdf(doc, pdfInput);
  const lines = text.mock.calls.map(([value]) => (Array.isArray(value) ? value.join(' ') : value));
  return { doc, lines, all: lines.join('\n') };
}

describe('writeContractPdf', () => {
  it('writes every label in French then English, and the terms as written', () => {
    const { all, lines } = drawnText(input());
    expect(lines[0]).toBe('Contrat de prestation de services / Service contract');
    for (const expected of [
      'Référence / Reference',
      'quote-1',
      'Statut / Status',
      'En attente de signatures / Pending signatures',
      'Client / Customer',
      'Awa',
      'Prestataire / Provider',
      'Plomberie Ndiaye',
      'Catégorie / Category',
      'Plomberie / Plumbing',
      'Lieu d’intervention / Place of work',
      'Rue 12, Akwa, Douala',
      'Main-d’œuvre: 2 × 10 000 FCFA = 20 000 FCFA',
      'Siphon: 1 × 5 500 FCFA = 5 500 FCFA',
      'Total: 25 500 FCFA',
      'Version 2 des conditions / Version 2 of the terms',
      'Durée / Duration',
      '2 jours',
      'Date de début / Start date',
      '3 mars 2025 / 3 March 2025',
      '4 mars 2025 / 4 March 2025',
      'Modalités de paiement / Payment terms',
      'Moitié au début, moitié à la fin',
      'Livrables / Deliverables',
      'Responsabilités / Responsibilities',
      'Pénalités / Penalties',
      'Aucune / None',
      'Clause de résiliation / Termination clause',
      'Résiliable avec 24 h de préavis',
      "Signature du client / Customer's signature",
      'Signé par Awa Diop le',
      'Signed by Moussa Ndiaye on 2 March 2025',
      `Empreinte des conditions signées / Signed terms fingerprint\n${HASH_V1}`,
      `Empreinte des conditions (SHA-256) / Terms fingerprint (SHA-256)\n${HASH_V2}`,
    ]) {
      expect(all).toContain(expected);
    }
  });

  it('marks a signature of earlier terms as void, and only that one', () => {
    const { lines } = drawnText(input());
    const voidLine =
      'Annulée : les conditions ont changé après cette signature / Void: the terms changed after this signature';
    expect(lines.filter((line) => line === voidLine)).toHaveLength(1);
    const customerAt = lines.indexOf("Signature du client / Customer's signature");
    const providerAt = lines.indexOf("Signature du prestataire / Provider's signature");
    expect(lines.indexOf(voidLine)).toBeGreaterThan(customerAt);
    expect(lines.indexOf(voidLine)).toBeLessThan(providerAt);
  });

  it('says who cancelled and why, and which signatures are missing', () => {
    const { all } = drawnText(
      input({
        contract: contractOf({
          status: 'cancelled',
          cancelledBy: 'provider',
          cancelReason: 'Pièces introuvables',
        }),
      }),
    );
    expect(all).toContain(
      'Annulé par le prestataire : Pièces introuvables / Cancelled by the provider: Pièces introuvables',
    );
    expect(all).toContain('Pas encore signé / Not signed yet');
  });

  it('draws only WinAnsi characters, whatever the data holds', () => {
    const { lines } = drawnText(
      input({
        contract: contractOf({
          customerName: 'Ŋgono Ɛsi 😀',
          terms: { ...contractOf().terms, duration: '2\u202fjours\u00a0ouvrés' },
        }),
      }),
    );
    for (const line of lines)
      expect(line).toMatch(/^[\x20-\x7e\u00a1-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/u);
    expect(lines).toContain('2 jours ouvrés');
  });

  it('continues on new pages when the terms are long', () => {
    const long = 'Le prestataire fournit les pièces. '.repeat(120);
    const { doc, all } = drawnText(
      input({ contract: contractOf({ terms: { ...contractOf().terms, deliverables: long } }) }),
    );
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    expect(all).toContain('Clause de résiliation / Termination clause');
  });
});

describe('toWinAnsi', () => {
  it('turns special spaces into spaces and drops what the standard fonts cannot draw', () => {
    expect(toWinAnsi('12\u202f000\u00a0FCFA')).toBe('12 000 FCFA');
    expect(toWinAnsi('Dvořák « ok » — 5 €')).toBe('Dvorák « ok » — 5 €');
    expect(toWinAnsi('ŋ😀')).toBe('??');
  });
});

describe('downloadContractPdf', () => {
  it('saves the document as contrat-<id>.pdf', async () => {
    expect(contractPdfName('abc')).toBe('contrat-abc.pdf');
    await downloadContractPdf(input());
    expect(saved).toEqual(['contrat-quote-1.pdf']);
  });
});
