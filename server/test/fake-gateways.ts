// Local HTTP servers that speak Khalti ePayment v2 and eSewa ePay v2 as documented, for the adapter tests and for
// trying the real checkout flow without the gateways' sandboxes. The test sets what each payment's lookup answers.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { esewaSignature } from '../services/payments/esewa';

export interface FakeKhalti {
  url: string;
  /** What initiate received, in order. */
  initiated: { authorization: string | undefined; body: Record<string, unknown> }[];
  /** pidx → what lookup answers (status and total_amount in paisa); unknown pidx → 404. */
  lookups: Map<string, { status: string; total_amount: number }>;
  lookupCalls: number;
  /** Makes initiate refuse with this HTTP status. */
  refuseInitiate: number | undefined;
}

export interface FakeEsewa {
  url: string;
  /** transaction_uuid → what the status check answers (status, total_amount in rupees as eSewa writes it). */
  statuses: Map<string, { status: string; total_amount: number }>;
  statusCalls: { product_code: string | null; total_amount: string | null; transaction_uuid: string | null }[];
  /** The base64 `data` eSewa appends to success_url, signed with `secret`. */
  successData(secret: string, fields: { transaction_uuid: string; total_amount: string; product_code: string; status?: string }): string;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> : {};
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startFakeKhalti(secretKey: string): Promise<FakeKhalti & { close(): Promise<void> }> {
  let counter = 0;
  const state: FakeKhalti = { url: '', initiated: [], lookups: new Map(), lookupCalls: 0, refuseInitiate: undefined };
  const server = createServer(async (req, res) => {
    const send = (code: number, body: unknown) => res.writeHead(code, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST') return send(405, { detail: 'Method not allowed.' });
    const body = await readJson(req);
    if (req.headers.authorization !== `Key ${secretKey}`) return send(401, { detail: 'Invalid token.', status_code: 401 });
    if (req.url === '/epayment/initiate/') {
      state.initiated.push({ authorization: req.headers.authorization, body });
      if (state.refuseInitiate) return send(state.refuseInitiate, { error_key: 'validation_error' });
      if (typeof body.amount !== 'number' || body.amount < 1000) return send(400, { amount: ['Amount should be greater than Rs. 10'], error_key: 'validation_error' });
      const pidx = `pidx${++counter}x${Date.now().toString(36)}`;
      state.lookups.set(pidx, { status: 'Initiated', total_amount: body.amount });
      return send(200, { pidx, payment_url: `${state.url}/pay/?pidx=${pidx}`, expires_at: '2030-01-01T00:00:00+05:45', expires_in: 1800 });
    }
    if (req.url === '/epayment/lookup/') {
      state.lookupCalls++;
      const found = typeof body.pidx === 'string' ? state.lookups.get(body.pidx) : undefined;
      if (!found) return send(404, { detail: 'Not found.', error_key: 'validation_error' });
      return send(200, {
        pidx: body.pidx, total_amount: found.total_amount, status: found.status,
        transaction_id: found.status === 'Completed' ? `txn-${String(body.pidx)}` : null, fee: 0, refunded: found.status === 'Refunded',
      });
    }
    return send(404, { detail: 'Not found.' });
  });
  state.url = await listen(server);
  return Object.assign(state, { close: () => new Promise<void>((r) => server.close(() => r())) });
}

export async function startFakeEsewa(): Promise<FakeEsewa & { close(): Promise<void> }> {
  const state: FakeEsewa = {
    url: '',
    statuses: new Map(),
    statusCalls: [],
    successData(secret, f) {
      const data: Record<string, string> = {
        transaction_code: '000AWEO', status: f.status ?? 'COMPLETE', total_amount: f.total_amount,
        transaction_uuid: f.transaction_uuid, product_code: f.product_code,
        signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
      };
      data.signature = esewaSignature(secret, data, data.signed_field_names!.split(','));
      return Buffer.from(JSON.stringify(data)).toString('base64');
    },
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (code: number, body: unknown) => res.writeHead(code, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/api/epay/transaction/status/') {
      const q = { product_code: url.searchParams.get('product_code'), total_amount: url.searchParams.get('total_amount'), transaction_uuid: url.searchParams.get('transaction_uuid') };
      state.statusCalls.push(q);
      const found = q.transaction_uuid ? state.statuses.get(q.transaction_uuid) : undefined;
      return send(200, {
        product_code: q.product_code, transaction_uuid: q.transaction_uuid, total_amount: found?.total_amount ?? Number(q.total_amount),
        status: found?.status ?? 'NOT_FOUND', ref_id: found?.status === 'COMPLETE' ? '0007G36' : null,
      });
    }
    return send(404, { code: 0, error_message: 'Not found' });
  });
  state.url = await listen(server);
  return Object.assign(state, { close: () => new Promise<void>((r) => server.close(() => r())) });
}
