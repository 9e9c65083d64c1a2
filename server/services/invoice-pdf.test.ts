// The invoice in the downloader's language (docs/i18n.md): Nepali is drawn in an embedded Devanagari font whose
// text can be read back (its ToUnicode map), English stays in Helvetica.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../config';
import { inLocale } from '../lib/i18n';
import type { InvoiceRow } from '../repositories/billing';
import { invoicePdf } from './invoice-pdf';

const ROW: InvoiceRow = {
  id: '00000000-0000-4000-8000-000000000001', number: 42, companyId: '00000000-0000-4000-8000-000000000002',
  paymentId: '00000000-0000-4000-8000-000000000003', plan: 'growth',
  periodStart: new Date('2025-04-14T00:00:00Z'), periodEnd: new Date('2025-05-14T00:00:00Z'),
  subtotalPaisa: 2_500_00, vatPaisa: 325_00, totalPaisa: 2_825_00,
  legalName: 'हिमाल ट्रेडर्स प्रा. लि.', panNumber: '601234567', address: 'न्यूरोड, काठमाडौं', billingEmail: 'hr@himal.example',
  issuedAt: new Date('2025-04-14T04:15:00Z'),
};

/** The PDF's objects with every stream inflated (latin1). */
function unpacked(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try { parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1')); } catch { /* not deflated */ }
  }
  return parts.join('\n');
}

/** Every code point a ToUnicode map of the PDF names (`<0915>` is क, `<0915 094d 0930>` the conjunct क्र). */
const mappedCodePoints = (text: string) =>
  new Set([...text.matchAll(/<([0-9a-f]{4}(?: [0-9a-f]{4})*)>/gi)].flatMap((m) => m[1]!.split(' ').map((hex) => parseInt(hex, 16))));

describe('the invoice PDF', () => {
  it('is Nepali for a Nepali download, in an embedded Devanagari font', async () => {
    const text = unpacked(await inLocale('ne', () => invoicePdf(ROW, DEMO_SELLER)));
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(text).toContain('/FontFile2');
    expect(text).not.toContain('/Helvetica');
    expect(text).toContain('/Lang (ne)');
    // The title "कर बिल" can be read back: each of its letters is in the font's ToUnicode map.
    const mapped = mappedCodePoints(text);
    for (const ch of 'कर बिल खरिदकर्ता') if (ch !== ' ') expect(mapped.has(ch.codePointAt(0)!), ch).toBe(true);
  });

  it('stays in English and Helvetica otherwise', async () => {
    const text = unpacked(await invoicePdf(ROW, DEMO_SELLER));
    expect(text).toContain('/Helvetica');
    expect(text).not.toContain('NotoSansDevanagari');
    expect(text).toContain('/Lang (en)');
  });
});
