// The invoice as a PDF (pdfkit, built-in Helvetica, so nothing is read from disk). Amounts are paisa shown as NPR
// with lakh grouping; VAT is 13% of the subtotal rounded half up to the paisa (src/domain/plans.ts vatOf).
import PDFDocument from 'pdfkit';
import { formatDateWithBs, formatNpr } from '../../src/domain/format';
import { planById, VAT_PERCENT } from '../../src/domain/plans';
import type { Seller } from '../config';
import type { InvoiceRow } from '../repositories/billing';
import { invoiceNumber } from './billing';

export const DEMO_NOTE = 'Demo seller details: not a valid tax invoice.';

/** The seller is the configured legal entity (SELLER_* in the README's configuration table). */
export function invoicePdf(row: InvoiceRow, seller: Seller): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${invoiceNumber(row.number)}`, Author: seller.legalName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const day = formatDateWithBs;
  const planName = planById(row.plan)?.name ?? row.plan;

  doc.font('Helvetica-Bold').fontSize(20).text('Tax invoice');
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoiceNumber(row.number)}`);
  doc.text(`Date: ${day(row.issuedAt)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('From');
  doc.font('Helvetica').text(seller.legalName).text(seller.address).text(`PAN/VAT: ${seller.pan}`);
  if (seller.demo) doc.font('Helvetica-Bold').text(DEMO_NOTE).font('Helvetica');
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Billed to');
  doc.font('Helvetica').text(row.legalName).text(row.address).text(`PAN/VAT: ${row.panNumber}`).text(row.billingEmail);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Description');
  doc.font('Helvetica').text(`${planName} plan, ${day(row.periodStart)} to ${day(row.periodEnd)}`);
  doc.moveDown();
  const line = (label: string, paisa: number, bold = false) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(`${label}: ${formatNpr(paisa)}`);
  line('Subtotal', row.subtotalPaisa);
  line(`VAT ${VAT_PERCENT}%`, row.vatPaisa);
  line('Total', row.totalPaisa, true);
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).fillColor('#555555')
    .text(`Amounts in Nepalese rupees. VAT is ${VAT_PERCENT}% of the subtotal, rounded half up to the paisa. Paid in full.`);
  doc.end();
  return done;
}
