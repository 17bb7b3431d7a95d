import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { Lang } from '../http/messages.ts';
import { ISSUER, type InvoiceData } from './invoices.ts';

/** Health care by medical professionals is VAT-exempt in Spain: the invoice says so, with the article. */
export const VAT_EXEMPTION = 'art. 20.Uno.3º Ley 37/1992';

const ES = {
  title: 'FACTURA',
  number: 'Nº',
  date: 'Fecha',
  taxId: 'NIF',
  billTo: 'Cliente',
  idNumber: 'DNI/NIE',
  noIdNumber: 'no facilitado',
  concept: 'Concepto',
  amount: 'Importe',
  consultation: 'Consulta médica por videollamada',
  emergency: 'Consulta urgente por videollamada',
  base: 'Base imponible',
  vat: `IVA 0 %: exento (${VAT_EXEMPTION})`,
  total: 'Total',
  note:
    'Operación exenta de IVA: asistencia sanitaria prestada por profesionales médicos y sanitarios ' +
    '(artículo 20, apartado Uno, número 3º, de la Ley 37/1992, del Impuesto sobre el Valor Añadido).',
  paid: 'Pagada con tarjeta o saldo en la fecha de la factura.',
  sandbox: 'Documento emitido por el entorno de pruebas (sandbox): datos del emisor ficticios.',
};

const EN: typeof ES = {
  title: 'INVOICE',
  number: 'No.',
  date: 'Date',
  taxId: 'Tax ID (NIF)',
  billTo: 'Bill to',
  idNumber: 'ID number (DNI/NIE)',
  noIdNumber: 'not given',
  concept: 'Description',
  amount: 'Amount',
  consultation: 'Online video consultation',
  emergency: 'Urgent video consultation',
  base: 'Taxable base',
  vat: `VAT 0%: exempt (${VAT_EXEMPTION})`,
  total: 'Total',
  note:
    'VAT-exempt: health care provided by medical and health professionals (Spanish VAT Act, ' +
    'Ley 37/1992, article 20.Uno.3º).',
  paid: 'Paid by card or balance on the invoice date.',
  sandbox: 'Issued by the sandbox (test environment): the issuer details are not real.',
};

const TEXT: Record<Lang, typeof ES> = { es: ES, en: EN };
const ZONE_NAMES: Record<Lang, Record<string, string>> = {
  es: { 'Europe/Madrid': 'hora peninsular', 'Atlantic/Canary': 'hora de Canarias' },
  en: { 'Europe/Madrid': 'peninsular time', 'Atlantic/Canary': 'Canary Islands time' },
};

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
const RULE = rgb(0.75, 0.77, 0.8);

/** The standard PDF fonts speak WinAnsi: narrow and thin spaces (some locales' number formats) become spaces. */
const winAnsi = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

export const formatEuros = (cents: number, lang: Lang) =>
  winAnsi(new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100));

const formatDate = (instant: number, lang: Lang, zone = 'Europe/Madrid') =>
  winAnsi(new Intl.DateTimeFormat(LOCALE[lang], { timeZone: zone, dateStyle: 'long' }).format(instant));

const formatTime = (instant: number, lang: Lang, zone: string) =>
  winAnsi(
    new Intl.DateTimeFormat(LOCALE[lang], { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
      instant,
    ),
  );

/** Lines of `text` that fit `width` at `size` (words are never split). */
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

/** The invoice as a one-page A4 PDF in the request's language. */
export async function renderInvoicePdf(invoice: InvoiceData, lang: Lang): Promise<Uint8Array> {
  const t = TEXT[lang];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  const left = 56;
  const right = page.getWidth() - 56;
  const width = right - left;
  let y = page.getHeight() - 64;

  const text = (value: string, x: number, at: number, options: { size?: number; font?: PDFFont } = {}) =>
    page.drawText(winAnsi(value), {
      x,
      y: at,
      size: options.size ?? 10,
      font: options.font ?? regular,
      color: INK,
    });
  const rightText = (value: string, at: number, options: { size?: number; font?: PDFFont } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    text(value, right - font.widthOfTextAtSize(winAnsi(value), size), at, { size, font });
  };
  const rule = (page: PDFPage, at: number) =>
    page.drawLine({ start: { x: left, y: at }, end: { x: right, y: at }, thickness: 0.75, color: RULE });

  text(ISSUER.name, left, y, { size: 14, font: bold });
  rightText(t.title, y, { size: 20, font: bold });
  y -= 18;
  text(`${t.taxId}: ${ISSUER.taxId}`, left, y);
  rightText(`${t.number} ${invoice.number}`, y, { size: 11, font: bold });
  for (const [index, line] of ISSUER.address.entries()) {
    y -= 14;
    text(line, left, y);
    if (index === 0) rightText(`${t.date}: ${formatDate(invoice.issuedAt, lang)}`, y);
  }

  y -= 40;
  text(t.billTo, left, y, { font: bold });
  y -= 15;
  text(invoice.patient.name, left, y, { size: 11 });
  y -= 14;
  text(`${t.idNumber}: ${invoice.patient.idNumber ?? t.noIdNumber}`, left, y);

  y -= 36;
  text(t.concept, left, y, { font: bold });
  rightText(t.amount, y, { font: bold });
  y -= 8;
  rule(page, y);
  y -= 16;
  const visit = invoice.visit;
  const concept = visit
    ? `${visit.type === 'emergency' ? t.emergency : t.consultation}: ${lang === 'en' ? visit.specialityEn : visit.specialityEs}`
    : t.consultation;
  text(concept, left, y, { size: 11 });
  rightText(formatEuros(invoice.amountCents, lang), y, { size: 11 });
  if (visit) {
    y -= 14;
    text(visit.doctor, left, y, { font: regular });
    if (visit.startAt !== null) {
      const zone = ZONE_NAMES[lang][visit.timeZone] ?? visit.timeZone;
      y -= 14;
      text(
        `${formatDate(visit.startAt, lang, visit.timeZone)}, ${formatTime(visit.startAt, lang, visit.timeZone)} (${zone})`,
        left,
        y,
      );
    }
  }
  y -= 12;
  rule(page, y);

  const totals: [string, number, PDFFont][] = [
    [t.base, invoice.amountCents, regular],
    [t.vat, 0, regular],
    [t.total, invoice.amountCents, bold],
  ];
  for (const [label, cents, font] of totals) {
    y -= 18;
    text(label, left + width / 2 - 60, y, { font });
    rightText(formatEuros(cents, lang), y, { font });
  }

  y -= 44;
  for (const line of wrap(t.note, regular, 9, width)) {
    page.drawText(winAnsi(line), { x: left, y, size: 9, font: regular, color: MUTED });
    y -= 12;
  }
  y -= 4;
  page.drawText(t.paid, { x: left, y, size: 9, font: regular, color: MUTED });
  page.drawText(winAnsi(t.sandbox), { x: left, y: 48, size: 8, font: regular, color: MUTED });

  doc.setTitle(`${t.title} ${invoice.number}`);
  doc.setAuthor(ISSUER.name);
  doc.setLanguage(LOCALE[lang]);
  doc.setCreationDate(new Date(invoice.issuedAt));
  doc.setModificationDate(new Date(invoice.issuedAt));
  return doc.save();
}
