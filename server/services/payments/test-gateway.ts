// The test gateway, offered only when no real gateway has keys: a page of ours says "Test payment — no money
// moves" with Pay and Cancel, and records the choice on the payment; verification reads that record.
import { ForgedReturn, GATEWAY_REASONS, type PaymentGateway } from './gateway';

export const TEST_OUTCOMES = { paid: 'paid', cancelled: 'cancelled' } as const;

export function testGateway(): PaymentGateway {
  return {
    id: 'test',
    name: 'Test gateway (no money moves)',
    test: true,
    async start(input) {
      const url = `/employer/payment/test-gateway/${input.paymentId}`;
      return { reference: input.paymentId, redirect: { method: 'GET', url, fields: {} } };
    },
    referenceOf(query) {
      const ref = query.get('payment');
      if (!ref || !/^[0-9a-f-]{36}$/i.test(ref)) throw new ForgedReturn('no payment');
      return ref;
    },
    async verify(payment) {
      if (payment.testOutcome === TEST_OUTCOMES.paid) return { paid: true, transaction: `test-${payment.reference}` };
      if (payment.testOutcome === TEST_OUTCOMES.cancelled) return { paid: false, final: true, reason: GATEWAY_REASONS.cancelled };
      return { paid: false, final: false, reason: GATEWAY_REASONS.notConfirmed };
    },
  };
}
