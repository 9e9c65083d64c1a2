// eSewa ePay v2: the browser posts a form signed with HMAC-SHA256 (base64) over
// "total_amount=…,transaction_uuid=…,product_code=…"; on success eSewa appends `?data=` (base64 JSON signed over its
// own `signed_field_names`) to success_url; then the status check API must say COMPLETE for the same amount.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ForgedReturn, GATEWAY_REASONS, GatewayUnavailable, gatewayJson, type PaymentGateway } from './gateway';

export interface EsewaOptions { productCode: string; secretKey: string; formUrl: string; statusUrl: string }

/** Amounts go to eSewa in rupees with two decimals. */
export const esewaAmount = (paisa: number) => (paisa / 100).toFixed(2);
/** eSewa may answer amounts as numbers or as text with thousands separators. */
const paisaOf = (value: unknown) => Math.round(Number(String(value).replace(/,/g, '')) * 100);

export function esewaSignature(secret: string, fields: Record<string, string>, names: string[]): string {
  const message = names.map((n) => `${n}=${fields[n] ?? ''}`).join(',');
  return createHmac('sha256', secret).update(message).digest('base64');
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const FINAL_STATES = new Set(['CANCELED', 'NOT_FOUND', 'FULL_REFUND', 'PARTIAL_REFUND']);

export function esewaGateway(o: EsewaOptions): PaymentGateway {
  return {
    id: 'esewa',
    name: 'eSewa',
    test: false,
    async start(input) {
      const fields: Record<string, string> = {
        amount: esewaAmount(input.amounts.subtotal),
        tax_amount: esewaAmount(input.amounts.vat),
        total_amount: esewaAmount(input.amounts.total),
        transaction_uuid: input.paymentId,
        product_code: o.productCode,
        product_service_charge: '0',
        product_delivery_charge: '0',
        success_url: input.returnUrl,
        failure_url: input.failureUrl,
        signed_field_names: 'total_amount,transaction_uuid,product_code',
      };
      fields.signature = esewaSignature(o.secretKey, fields, ['total_amount', 'transaction_uuid', 'product_code']);
      return { reference: input.paymentId, redirect: { method: 'POST', url: o.formUrl, fields } };
    },
    referenceOf(query) {
      const data = query.get('data');
      if (!data) {
        // The failure return carries only our own id; the status check below decides.
        const failed = query.get('failed');
        if (!failed) throw new ForgedReturn('no data');
        return failed;
      }
      let decoded: Record<string, unknown>;
      try {
        decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
      } catch {
        throw new ForgedReturn('unreadable data');
      }
      const names = typeof decoded.signed_field_names === 'string' ? decoded.signed_field_names.split(',') : [];
      const fields = Object.fromEntries(Object.entries(decoded).map(([k, v]) => [k, String(v)]));
      if (!names.includes('transaction_uuid') || !names.includes('total_amount') || typeof decoded.signature !== 'string'
        || !sameText(esewaSignature(o.secretKey, fields, names), decoded.signature)) {
        throw new ForgedReturn('bad signature');
      }
      if (decoded.product_code !== o.productCode || typeof decoded.transaction_uuid !== 'string') throw new ForgedReturn('another merchant');
      return decoded.transaction_uuid;
    },
    async verify(payment) {
      const url = new URL(o.statusUrl);
      url.searchParams.set('product_code', o.productCode);
      url.searchParams.set('total_amount', esewaAmount(payment.totalPaisa));
      url.searchParams.set('transaction_uuid', payment.reference);
      const { status, body } = await gatewayJson(url.toString(), { method: 'GET', headers: { Accept: 'application/json' } });
      if (status !== 200 || typeof body.status !== 'string') {
        if (status >= 400 && status < 500) return { paid: false, final: false, reason: GATEWAY_REASONS.notConfirmed };
        throw new GatewayUnavailable(`status check failed (HTTP ${status})`);
      }
      if (body.transaction_uuid !== payment.reference) throw new GatewayUnavailable('status check answered another payment');
      if (body.status === 'COMPLETE') {
        if (paisaOf(body.total_amount) !== payment.totalPaisa) return { paid: false, final: true, reason: GATEWAY_REASONS.amountMismatch, tampered: true };
        return { paid: true, transaction: String(body.ref_id ?? '') };
      }
      if (FINAL_STATES.has(body.status)) {
        return { paid: false, final: true, reason: body.status === 'CANCELED' || body.status === 'NOT_FOUND' ? GATEWAY_REASONS.cancelled : `eSewa reports the payment as ${body.status}.` };
      }
      return { paid: false, final: false, reason: GATEWAY_REASONS.notConfirmed };
    },
  };
}
