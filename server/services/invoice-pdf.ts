// The invoice as a PDF (pdfkit), in the downloader's language (docs/i18n.md). English is drawn in the built-in
// Helvetica; Nepali in Noto Sans Devanagari, embedded from its npm package (fontkit shapes the conjuncts and
// matras). Amounts are paisa shown as NPR with lakh grouping; VAT is 13% of the subtotal rounded half up to the
// paisa (src/domain/plans.ts vatOf).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDateWithBs, formatNpr } from '../../src/domain/format';
import { t } from '../lib/i18n';
import { planById, VAT_PERCENT } from '../../src/domain/plans';
import type { Seller } from '../config';
import { currentLocale } from '../lib/i18n';
import type { InvoiceRow } from '../repositories/billing';
import { invoiceNumber } from './billing';

const require = createRequire(import.meta.url);
const NOTO = '@expo-google-fonts/noto-sans-devanagari';

/** The font files, read once, when a Nepali invoice is first drawn. */
let devanagari: { regular: Buffer; bold: Buffer } | undefined;
function devanagariFonts() {
  devanagari ??= {
    regular: readFileSync(require.resolve(`${NOTO}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${NOTO}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
  };
  return devanagari;
}

/** The seller is the configured legal entity (SELLER_* in the README's configuration table). */
export function invoicePdf(row: InvoiceRow, seller: Seller): Promise<Buffer> {
  const number = invoiceNumber(row.number);
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: currentLocale(), info: { Title: t('invoice.docTitle', { number }), Author: seller.legalName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let regular = 'Helvetica';
  let bold = 'Helvetica-Bold';
  if (currentLocale() === 'ne') {
    const fonts = devanagariFonts();
    doc.registerFont('Devanagari', fonts.regular).registerFont('Devanagari-Bold', fonts.bold);
    [regular, bold] = ['Devanagari', 'Devanagari-Bold'];
  }
  const day = formatDateWithBs;
  const planName = planById(row.plan)?.name ?? row.plan;
  const percent = String(VAT_PERCENT);

  doc.font(bold).fontSize(20).text(t('invoice.title'));
  doc.moveDown(0.5).font(regular).fontSize(10);
  doc.text(t('invoice.number', { number }));
  doc.text(t('invoice.date', { date: day(row.issuedAt) }));
  doc.moveDown();
  doc.font(bold).text(t('invoice.from'));
  doc.font(regular).text(seller.legalName).text(seller.address).text(t('invoice.pan', { pan: seller.pan }));
  if (seller.demo) doc.font(bold).text(t('invoice.demoNote')).font(regular);
  doc.moveDown();
  doc.font(bold).text(t('invoice.billedTo'));
  doc.font(regular).text(row.legalName).text(row.address).text(t('invoice.pan', { pan: row.panNumber })).text(row.billingEmail);
  doc.moveDown();
  doc.font(bold).text(t('invoice.description'));
  doc.font(regular).text(t('invoice.planPeriod', { plan: planName, from: day(row.periodStart), to: day(row.periodEnd) }));
  doc.moveDown();
  doc.font(regular).text(t('invoice.subtotal', { amount: formatNpr(row.subtotalPaisa) }));
  doc.text(t('invoice.vat', { percent, amount: formatNpr(row.vatPaisa) }));
  doc.font(bold).text(t('invoice.total', { amount: formatNpr(row.totalPaisa) }));
  doc.moveDown();
  doc.font(regular).fontSize(8).fillColor('#555555').text(t('invoice.footer', { percent }));
  doc.end();
  return done;
}
