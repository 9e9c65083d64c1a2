// Staff side of support tickets, through the running server's staff API (no user token; SUPPORT_API_KEY).
//   SUPPORT_API_KEY=… tsx scripts/support-reply.ts list [open|answered|closed]
//   SUPPORT_API_KEY=… tsx scripts/support-reply.ts show <ticket id or #number>
//   SUPPORT_API_KEY=… tsx scripts/support-reply.ts reply <ticket id or #number> "<answer>" [--close] [--name "Sita"]
// SUPPORT_URL (default http://127.0.0.1:$PORT or 8080) says where the server is.
import type { components } from '../src/api/schema.gen';

type Ticket = components['schemas']['SupportTicket'];
type Summary = components['schemas']['SupportTicketSummary'];

const key = process.env.SUPPORT_API_KEY?.trim();
const base = (process.env.SUPPORT_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-support-key': key!, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${path} → ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A ticket id, or "#12"/"12" looked up in the list. */
async function ticketId(ref: string | undefined): Promise<string> {
  if (!ref) fail('Name a ticket: its id or #number.');
  if (/^[0-9a-f-]{36}$/i.test(ref)) return ref;
  const number = Number(ref.replace(/^#/, ''));
  for (let page = 1; ; page++) {
    const list = await call<{ results: Summary[]; next: string | null }>('GET', `/api/staff/support/tickets/?page_size=100&page=${page}`);
    const found = list.results.find((t) => t.number === number);
    if (found) return found.id;
    if (!list.next) fail(`No ticket #${number}.`);
  }
}

function print(t: Ticket) {
  console.log(`#${t.number} [${t.status}] ${t.subject} (${t.category}) — ${t.employer_email ?? ''}`);
  for (const m of t.messages) {
    console.log(`\n— ${m.author_name} (${m.author}), ${m.created_at}`);
    console.log(m.message);
    for (const a of m.attachments) console.log(`  📎 ${a.filename} (${a.content_type}, ${a.size} bytes)`);
  }
}

async function main() {
  if (!key) fail('Set SUPPORT_API_KEY to the server\'s key.');
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'list': {
      const status = args[0] ? `&status=${encodeURIComponent(args[0])}` : '';
      const list = await call<{ count: number; results: Summary[] }>('GET', `/api/staff/support/tickets/?page_size=100${status}`);
      for (const t of list.results) console.log(`#${t.number}\t${t.status}\t${t.updated_at}\t${t.employer_email ?? ''}\t${t.subject}`);
      console.log(`${list.count} ticket(s)`);
      return;
    }
    case 'show':
      print(await call<Ticket>('GET', `/api/staff/support/tickets/${await ticketId(args[0])}/`));
      return;
    case 'reply': {
      const id = await ticketId(args[0]);
      const message = args[1];
      if (!message?.trim()) fail('Write the answer as the third argument.');
      const nameAt = args.indexOf('--name');
      const body = { message, close: args.includes('--close'), ...(nameAt > 0 && args[nameAt + 1] && { staff_name: args[nameAt + 1] }) };
      const t = await call<Ticket>('POST', `/api/staff/support/tickets/${id}/replies/`, body);
      console.log(`Answered #${t.number}; it is now ${t.status} and the employer was e-mailed.`);
      return;
    }
    default:
      fail('Usage: support-reply list [status] | show <ticket> | reply <ticket> "<answer>" [--close] [--name <name>]');
  }
}

await main();
