// The gateways on offer: each real one whose keys are set; the test gateway only when none is.
import type { Config } from '../../config';
import { esewaGateway } from './esewa';
import type { GatewayId, PaymentGateway } from './gateway';
import { khaltiGateway } from './khalti';
import { testGateway } from './test-gateway';

export function gatewaysFor(config: Pick<Config, 'khalti' | 'esewa'>): Map<GatewayId, PaymentGateway> {
  const list: PaymentGateway[] = [];
  if (config.khalti) list.push(khaltiGateway(config.khalti));
  if (config.esewa) list.push(esewaGateway(config.esewa));
  if (!list.length) list.push(testGateway());
  return new Map(list.map((g) => [g.id, g]));
}
