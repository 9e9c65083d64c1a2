// Khalti ePayment v2: initiate (server to Khalti, amount in paisa) → payment_url for the browser → Khalti sends
// the payer to return_url with `pidx` → lookup (server to Khalti); only `Completed` for the asked amount counts.
import { ForgedReturn, GATEWAY_REASONS, GatewayUnavailable, gatewayJson, type PaymentGateway } from './gateway';

/** Lookup states after which the payment can no longer complete. */
const FINAL_STATES = new Set(['Expired', 'User canceled', 'Refunded', 'Partially Refunded', 'Failed']);

export function khaltiGateway(o: { secretKey: string; baseUrl: string }): PaymentGateway {
  const headers = { Authorization: `Key ${o.secretKey}`, 'Content-Type': 'application/json' };
  return {
    id: 'khalti',
    name: 'Khalti',
    test: false,
    async start(input) {
      const { status, body } = await gatewayJson(`${o.baseUrl}/epayment/initiate/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          return_url: input.returnUrl,
          website_url: input.websiteUrl,
          amount: input.amounts.total,
          purchase_order_id: input.paymentId,
          purchase_order_name: input.planName,
          customer_info: input.customer,
          amount_breakdown: [
            { label: 'Plan', amount: input.amounts.subtotal },
            { label: 'VAT 13%', amount: input.amounts.vat },
          ],
        }),
      });
      if (status !== 200 || typeof body.pidx !== 'string' || typeof body.payment_url !== 'string') {
        throw new GatewayUnavailable(`initiate refused (HTTP ${status})`);
      }
      return { reference: body.pidx, redirect: { method: 'GET', url: body.payment_url, fields: {} } };
    },
    referenceOf(query) {
      const pidx = query.get('pidx');
      if (!pidx) throw new ForgedReturn('no pidx');
      return pidx;
    },
    async verify(payment) {
      const { status, body } = await gatewayJson(`${o.baseUrl}/epayment/lookup/`, {
        method: 'POST', headers, body: JSON.stringify({ pidx: payment.reference }),
      });
      if (status === 400 || status === 404) return { paid: false, final: true, reason: 'Khalti does not know this payment.', tampered: true };
      if (status !== 200 || typeof body.status !== 'string') throw new GatewayUnavailable(`lookup failed (HTTP ${status})`);
      if (body.pidx !== payment.reference) throw new GatewayUnavailable('lookup answered another payment');
      if (body.status === 'Completed') {
        if (body.total_amount !== payment.totalPaisa) return { paid: false, final: true, reason: GATEWAY_REASONS.amountMismatch, tampered: true };
        return { paid: true, transaction: String(body.transaction_id ?? '') };
      }
      if (FINAL_STATES.has(body.status)) {
        return { paid: false, final: true, reason: body.status === 'User canceled' ? GATEWAY_REASONS.cancelled : `Khalti reports the payment as ${body.status}.` };
      }
      return { paid: false, final: false, reason: GATEWAY_REASONS.notConfirmed };
    },
  };
}
