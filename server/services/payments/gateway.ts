// One interface for every payment gateway: start a payment (where to send the browser), tell which payment a
// return is about, and ask the gateway itself whether it was paid. Nothing a browser brings back is trusted alone.
import type { components } from '../../../src/api/schema.gen';

export type GatewayId = components['schemas']['GatewayId'];
export type Redirect = components['schemas']['CheckoutRedirect'];

export interface StartInput {
  /** Our payment's id, known before the gateway is asked. */
  paymentId: string;
  planName: string;
  amounts: { subtotal: number; vat: number; total: number };
  /** Where the gateway sends the payer back after paying, and after failing or cancelling. */
  returnUrl: string;
  failureUrl: string;
  websiteUrl: string;
  customer: { name: string; email: string };
}

export interface Started {
  /** What the gateway knows the payment by (unique per gateway). */
  reference: string;
  redirect: Redirect;
}

export interface PaymentToVerify {
  reference: string;
  totalPaisa: number;
  testOutcome: string | null;
}

export type Verification =
  | { paid: true; transaction: string }
  /** `final`: the payment can no longer succeed (cancelled, expired, wrong amount); else it may still. */
  | { paid: false; final: boolean; reason: string; tampered?: boolean };

export interface PaymentGateway {
  id: GatewayId;
  name: string;
  test: boolean;
  start(input: StartInput): Promise<Started>;
  /** The reference a return names; throws `ForgedReturn` when it fails the gateway's own checks. */
  referenceOf(query: URLSearchParams): string;
  verify(payment: PaymentToVerify): Promise<Verification>;
}

/** A return that fails its signature or names nothing. */
export class ForgedReturn extends Error {}

/** The gateway could not be reached or answered something we cannot read. */
export class GatewayUnavailable extends Error {}

export const GATEWAY_TIMEOUT_MS = 15_000;

export const GATEWAY_REASONS = {
  amountMismatch: 'The amount paid does not match the price of the plan.',
  notConfirmed: 'The payment has not been confirmed by the gateway yet.',
  cancelled: 'The payment was cancelled.',
} as const;

/** JSON from a gateway, or GatewayUnavailable; the status is passed on for the adapter to read. */
export async function gatewayJson(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
  } catch {
    throw new GatewayUnavailable('unreachable');
  }
  const text = await res.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return { status: res.status, body: body as Record<string, unknown> };
  } catch {
    throw new GatewayUnavailable(`unreadable answer (HTTP ${res.status})`);
  }
}
