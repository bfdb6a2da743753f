import type { jsPDF } from 'jspdf';
import { formatFCFA, localize, type Language, type LocalizedText } from '@marketplace/domain';
import { formatDay } from '../../shared/i18n/dates';
import { formatDateTime } from './format';
import { CONTRACT_PARTIES, type Contract } from './model';

/**
 * The contract as a bilingual PDF: every label in French then English, the texts the parties
 * wrote as they wrote them. jsPDF is imported only when the button is pressed, so it never
 * enters another page's bundle.
 */

/** The feature's texts in one language (`i18n.getFixedT(language, CONTRACTS_NS)`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface ContractPdfInput {
  contract: Contract;
  /** The category's name (its slug when the catalogue does not know it). */
  categoryName: LocalizedText;
  t: Record<Language, Translate>;
  generatedAt: Date;
}

export const contractPdfName = (id: string) => `contrat-${id}.pdf`;

/** The characters of Windows-1252 above 0x7F that are not Latin-1 (jsPDF maps them). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPACES = /[\t\u00a0\u2007\u2009\u200a\u202f]/g;

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa1 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(char)
  );
};

/**
 * jsPDF's standard fonts cover WinAnsi only, and one character outside it (such as the narrow
 * no-break space `Intl` puts in French numbers and times) switches the whole string to an
 * encoding those fonts cannot draw. So: special spaces become spaces, a letter outside WinAnsi
 * loses its accent when that brings it inside (ř → r), anything else becomes `?`.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC').replace(SPACES, ' ')) {
    if (isWinAnsi(char)) {
      result += char;
      continue;
    }
    const base = char.normalize('NFD').charAt(0);
    result += base !== char && isWinAnsi(base) ? base : '?';
  }
  return result;
}

const MARGIN = 15;
const SIZES = { title: 16, heading: 12, body: 10 } as const;
/** Line height for a font size, in mm (1 pt = 0.3528 mm, with 1.3 leading). */
const lineHeight = (size: number) => size * 0.3528 * 1.3;

/** Writes lines top to bottom, starting a new page when the next line would not fit. */
class PdfWriter {
  private y = MARGIN;

  constructor(private readonly doc: jsPDF) {}

  private get width() {
    return this.doc.internal.pageSize.getWidth() - 2 * MARGIN;
  }

  private get bottom() {
    return this.doc.internal.pageSize.getHeight() - MARGIN;
  }

  write(
    text: string,
    {
      size = SIZES.body,
      bold = false,
      indent = 0,
      mono = false,
    }: { size?: number; bold?: boolean; indent?: number; mono?: boolean } = {},
  ) {
    this.doc.setFont(mono ? 'courier' : 'helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    const height = lineHeight(size);
    const lines = this.doc.splitTextToSize(toWinAnsi(text), this.width - indent) as string[];
    for (const line of lines) {
      if (this.y + height > this.bottom) {
        this.doc.addPage();
        this.y = MARGIN;
      }
      this.y += height;
      this.doc.text(line, MARGIN + indent, this.y);
    }
  }

  gap(mm = 3) {
    this.y += mm;
  }
}

/** Draws the whole contract into `doc` (a fresh A4 document in mm). */
export function writeContractPdf(doc: jsPDF, input: ContractPdfInput): void {
  const { contract, t, categoryName, generatedAt } = input;
  const out = new PdfWriter(doc);
  /** "Durée / Duration": French then English, once when both read the same. */
  const both = (key: string, values?: Record<string, unknown>) => {
    const fr = t.fr(key, values);
    const en = t.en(key, values);
    return fr === en ? fr : `${fr} / ${en}`;
  };
  const bothText = (text: LocalizedText) => {
    const fr = localize(text, 'fr');
    const en = localize(text, 'en');
    return fr === en ? fr : `${fr} / ${en}`;
  };
  const heading = (key: string) => {
    out.gap(4);
    out.write(both(key), { size: SIZES.heading, bold: true });
    out.gap(1);
  };
  const field = (key: string, value: string) => {
    out.write(both(key), { bold: true });
    out.write(value, { indent: 4 });
    out.gap(1);
  };
  const day = (value: string) =>
    bothText({ fr: formatDay(value, 'fr'), en: formatDay(value, 'en') });
  const instant = (at: Date) =>
    bothText({ fr: formatDateTime(at, 'fr'), en: formatDateTime(at, 'en') });

  out.write(both('pdf.title'), { size: SIZES.title, bold: true });
  out.gap(2);
  field('pdf.reference', contract.id);
  field('status.label', both(`status.${contract.status}`));
  field('pdf.generatedOn', instant(generatedAt));
  if (contract.status === 'cancelled' && contract.cancelReason !== null) {
    const by = contract.cancelledBy === 'provider' ? 'byProvider' : 'byCustomer';
    out.write(both(`cancelled.${by}`, { reason: contract.cancelReason }), { bold: true });
  }

  heading('parties.title');
  field('parties.customer', contract.customerName);
  field('parties.provider', contract.providerName);

  heading('service.title');
  field('service.category', bothText(categoryName));
  if (contract.serviceTitle) field('service.service', bothText(contract.serviceTitle));
  if (contract.description) field('service.description', contract.description);
  field(
    'service.location',
    [contract.location.address, contract.location.city].filter(Boolean).join(', '),
  );

  heading('price.title');
  for (const line of contract.lineItems) {
    const times = both('pdf.quantityTimes', {
      quantity: line.quantity,
      unitPrice: formatFCFA(line.unitPriceFCFA),
    });
    out.write(`${line.label}: ${times} = ${formatFCFA(line.quantity * line.unitPriceFCFA)}`);
  }
  out.gap(1);
  out.write(`${both('price.total')}: ${formatFCFA(contract.totalFCFA)}`, { bold: true });

  heading('terms.title');
  out.write(both('terms.version', { version: contract.termsVersion }));
  out.gap(2);
  const { terms } = contract;
  field('terms.duration', terms.duration);
  field('terms.startDate', day(terms.startDate));
  field('terms.endDate', day(terms.endDate));
  field('terms.paymentTerms', terms.paymentTerms);
  field('terms.deliverables', terms.deliverables);
  field('terms.responsibilities', terms.responsibilities);
  field('terms.penalties', terms.penalties || both('terms.none'));
  field('terms.terminationClause', terms.terminationClause);

  heading('signatures.title');
  for (const party of CONTRACT_PARTIES) {
    const signature = contract.signatures[party];
    out.write(both(`signatures.${party}`), { bold: true });
    if (!signature) {
      out.write(both('signatures.notSigned'), { indent: 4 });
    } else {
      const signed = (language: Language) =>
        t[language]('signatures.signedBy', {
          name: signature.name,
          date: signature.signedAt ? formatDateTime(signature.signedAt, language) : '',
        });
      out.write(`${signed('fr')} / ${signed('en')}`, { indent: 4 });
      out.write(both('pdf.signatureHash'), { indent: 4 });
      out.write(signature.termsHash, { indent: 4, mono: true });
      if (signature.termsHash !== contract.termsHash) {
        out.write(both('signatures.void'), { indent: 4, bold: true });
      }
    }
    out.gap(1);
  }
  out.gap(2);
  out.write(both('terms.hash'), { bold: true });
  out.write(contract.termsHash, { indent: 4, mono: true });
}

/** Builds the PDF (loading jsPDF now) and hands it to the browser as `contrat-<id>.pdf`. */
export async function downloadContractPdf(input: ContractPdfInput): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  writeContractPdf(doc, input);
  doc.save(contractPdfName(input.contract.id));
}
