import { Timestamp } from 'firebase-admin/firestore';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printable, receiptPdf, receiptText } from './receipt';
import type { StoredPayment } from './stored';
import { receiptFileName } from './texts';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const payment = {
  payerName: 'Awa Diop',
  description: 'Réparation d’une fuite',
  amountFCFA: 10_575,
  priceFCFA: 10_000,
  feesFCFA: 575,
  method: 'card',
  operator: 'visa',
  status: 'success',
  reference: 'PAY-ABCDEF123456',
  card: { brand: 'visa', last4: '4242' },
  updatedAt: at('2030-03-12T09:05:00Z'),
  settledAt: at('2030-03-12T09:05:00Z'),
} as StoredPayment;

const valueOf = (receipt: ReturnType<typeof receiptText>, label: string) =>
  receipt.lines.find((line) => line.label === label)?.value;

describe('receiptText', () => {
  it('prints the reference, operator, amounts, date, payer, description and status in French', () => {
    const fr = receiptText(payment, 'fr');
    expect(fr.title).toBe('Reçu de paiement');
    expect(valueOf(fr, 'Référence')).toBe('PAY-ABCDEF123456');
    expect(valueOf(fr, 'Moyen de paiement')).toBe('Visa **** 4242');
    expect(valueOf(fr, 'Montant')).toBe('10 000 FCFA');
    expect(valueOf(fr, 'Frais')).toBe('575 FCFA');
    expect(valueOf(fr, 'Total payé')).toBe('10 575 FCFA');
    expect(valueOf(fr, 'Date')).toBe('12 mars 2030 à 09:05 UTC');
    expect(valueOf(fr, 'Payeur')).toBe('Awa Diop');
    expect(valueOf(fr, 'Objet')).toBe('Réparation d’une fuite');
    expect(valueOf(fr, 'Statut')).toBe('Payé');
  });

  it('and in English, naming a visitor and the operator', () => {
    const en = receiptText(
      { ...payment, payerName: null, method: 'orange_money', operator: 'orange_money', card: null },
      'en',
    );
    expect(en.title).toBe('Payment receipt');
    expect(valueOf(en, 'Payer')).toBe('Visitor');
    expect(valueOf(en, 'Payment method')).toBe('Orange Money');
    expect(valueOf(en, 'Date')).toBe('12 March 2030 at 09:05 UTC');
    expect(valueOf(en, 'Status')).toBe('Paid');
  });

  it('names the file by language', () => {
    expect(receiptFileName('PAY-ABCDEF123456', 'fr')).toBe('recu-PAY-ABCDEF123456.pdf');
    expect(receiptFileName('PAY-ABCDEF123456', 'en')).toBe('receipt-PAY-ABCDEF123456.pdf');
  });
});

describe('receiptPdf', () => {
  it('keeps what Helvetica prints and replaces the rest', async () => {
    const pdf = await PDFDocument.create();
    const charset = new Set((await pdf.embedFont(StandardFonts.Helvetica)).getCharacterSet());
    expect(printable('10\u202f000\u00a0FCFA – Été œuvre’', charset)).toBe(
      '10 000 FCFA – Été œuvre’',
    );
    expect(printable('Ama 阿', charset)).toBe('Ama ?');
  });

  it('makes a one-page PDF, whatever the payer’s name', async () => {
    const bytes = await receiptPdf(
      receiptText({ ...payment, payerName: 'Ama 阿\u202fKo', description: 'x '.repeat(200) }, 'fr'),
    );
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(1);
    expect(loaded.getTitle()).toBe('Reçu de paiement PAY-ABCDEF123456');
  });
});
