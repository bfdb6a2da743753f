import { formatFCFA, dateTimeFormat } from '@marketplace/domain';
import type { PDFFont } from 'pdf-lib';
import type { StoredPayment } from './stored';
import { MERCHANT, RECEIPT_LABELS, operatorName, statusName, type Lang } from './texts';

export interface Receipt {
  title: string;
  merchant: string;
  lines: { label: string; value: string }[];
  footer: string;
}

const LOCALES: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

/** "12 mars 2030 à 09:05 UTC" / "12 March 2030 at 09:05 UTC": receipts name their zone. */
function formatInstant(at: Date, lang: Lang): string {
  const day = dateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  const time = dateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(at);
  return `${day} ${lang === 'fr' ? 'à' : 'at'} ${time} UTC`;
}

/** The operator with the card's last digits ("Visa •••• 4242" would need a glyph Helvetica lacks). */
function methodLine(payment: StoredPayment, lang: Lang): string {
  const name = operatorName(payment.operator, lang);
  return payment.card ? `${name} **** ${payment.card.last4}` : name;
}

/** The receipt of a settled payment in `lang`: what the PDF prints, line by line. */
export function receiptText(payment: StoredPayment, lang: Lang): Receipt {
  const labels = RECEIPT_LABELS[lang];
  const at = (payment.settledAt ?? payment.updatedAt).toDate();
  return {
    title: labels.title,
    merchant: MERCHANT[lang],
    lines: [
      { label: labels.reference, value: payment.reference },
      { label: labels.date, value: formatInstant(at, lang) },
      { label: labels.payer, value: payment.payerName ?? labels.visitor },
      { label: labels.description, value: payment.description },
      { label: labels.operator, value: methodLine(payment, lang) },
      { label: labels.price, value: formatFCFA(payment.priceFCFA) },
      { label: labels.fees, value: formatFCFA(payment.feesFCFA) },
      { label: labels.total, value: formatFCFA(payment.amountFCFA) },
      { label: labels.status, value: statusName(payment.status, lang) },
    ],
    footer: labels.footer,
  };
}

/**
 * Helvetica (WinAnsi) has the French accents but not the narrow and no-break spaces some
 * number and date formats use, nor other scripts: spaces become plain spaces and any other
 * character the font lacks a '?', so a payer's name never makes the receipt fail.
 */
export function printable(text: string, charset: ReadonlySet<number>): string {
  return Array.from(text.replace(/[\u202f\u00a0\u2009\u2007]/g, ' '), (char) =>
    charset.has(char.codePointAt(0) ?? 0) ? char : '?',
  ).join('');
}

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The receipt as an A4 PDF (pdf-lib, standard fonts: nothing to embed or fetch). */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  // Loaded on the first receipt: pdf-lib is 170 modules, a fifth of what every instance of
  // every function would otherwise load at start, receipts or not.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.title} ${receipt.lines[0]?.value ?? ''}`);
  pdf.setProducer(receipt.merchant);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const safe = (text: string) => printable(text, charset);
  const margin = 56;
  const valueX = 230;
  const valueWidth = page.getWidth() - valueX - margin;
  const grey = rgb(0.35, 0.35, 0.35);
  let y = page.getHeight() - margin;

  page.drawText(safe(receipt.merchant), { x: margin, y, size: 12, font: bold, color: grey });
  y -= 34;
  page.drawText(safe(receipt.title), { x: margin, y, size: 22, font: bold });
  y -= 18;
  page.drawLine({
    start: { x: margin, y },
    end: { x: page.getWidth() - margin, y },
    thickness: 1,
    color: grey,
  });
  y -= 26;
  for (const { label, value } of receipt.lines) {
    page.drawText(safe(label), { x: margin, y, size: 11, font: bold });
    for (const line of wrap(safe(value), regular, 11, valueWidth)) {
      page.drawText(line, { x: valueX, y, size: 11, font: regular });
      y -= 16;
    }
    y -= 6;
  }
  y -= 20;
  for (const line of wrap(safe(receipt.footer), regular, 9, page.getWidth() - 2 * margin)) {
    page.drawText(line, { x: margin, y, size: 9, font: regular, color: grey });
    y -= 12;
  }
  return pdf.save();
}
