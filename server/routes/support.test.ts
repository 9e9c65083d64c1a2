import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '../../src/domain/constants';
import { bearer, createTestApp, registerEmployer, setupTestApp, type TestApp } from '../test/app';
import { GIF, photoWithGps, PNG, pngDeclaring } from '../test/images';
import { PDF } from '../test/workspace-fixtures';

const STAFF_KEY = 'staff-key-for-tests-0123456789abcdef';
process.env.SUPPORT_API_KEY = STAFF_KEY;
const t = setupTestApp();

type File = { data: Buffer; filename: string; type: string };
/** A multipart body that may carry several files under one name. */
function form(parts: [string, string | File][], headers: Record<string, string>) {
  const boundary = `----support${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of parts) {
    if (typeof part === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`), part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const TICKET = [['subject', 'Cannot publish a job'], ['category', 'jobs'], ['message', 'The Publish button does nothing.']] as [string, string][];
const open = (app: TestApp, token: string, parts: [string, string | File][] = TICKET) =>
  app.inject({ method: 'POST', url: '/api/employer/support/tickets/', ...form(parts, bearer(token)) });
const reply = (token: string, id: string, parts: [string, string | File][]) =>
  t.inject({ method: 'POST', url: `/api/employer/support/tickets/${id}/replies/`, ...form(parts, bearer(token)) });
const staff = (method: 'GET' | 'POST', url: string, payload?: object, key = STAFF_KEY) =>
  t.inject({ method, url, headers: { 'x-support-key': key }, ...(payload && { payload }) });
const pdf = (filename = 'invoice.pdf'): File => ({ data: PDF, filename, type: 'application/pdf' });

describe('opening a ticket', () => {
  it('stores the ticket with its attachments, mails the support address and lists it', async () => {
    const { token, email } = await registerEmployer(t, { fullName: 'Himal Traders' });
    const res = await open(t, token, [...TICKET, ['attachments', pdf('../../etc/My <invoice>.pdf')], ['attachments', { data: PNG, filename: 'screen.exe', type: 'application/octet-stream' }]]);
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      subject: 'Cannot publish a job', category: 'jobs', status: 'open', last_reply_by: 'employer', message_count: 1,
      messages: [{ author: 'employer', author_name: 'Himal Traders', message: 'The Publish button does nothing.' }],
    });
    // Names are cleaned and the extension follows the content.
    expect(ticket.messages[0].attachments).toMatchObject([
      { filename: 'My -invoice-.pdf', content_type: 'application/pdf', size: PDF.length },
      { filename: 'screen.png', content_type: 'image/png', size: expect.any(Number) },
    ]);
    const notice = t.mailer.sent.at(-1)!;
    expect(notice).toMatchObject({ to: t.config.contactEmail, subject: `[Ticket #${ticket.number}] New ticket: Cannot publish a job` });
    expect(notice.text).toContain(email);

    const list = await t.inject({ method: 'GET', url: '/api/employer/support/tickets/', headers: bearer(token) });
    expect(list.json()).toMatchObject({ count: 1, next: null, results: [{ id: ticket.id, status: 'open' }] });
  });

  it('names every failing field, in DRF shape', async () => {
    const { token } = await registerEmployer(t);
    const res = await open(t, token, [['subject', '   '], ['category', 'lottery'], ['extra', 'x']]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      subject: ['Please enter a subject'], category: ['Please choose a category'], message: ['Please write your message'], extra: ['Unknown field.'],
    });
    const long = await open(t, token, [['subject', 'x'.repeat(201)], ['category', 'other'], ['message', 'y'.repeat(5001)]]);
    expect(long.json()).toEqual({ subject: ['The subject must be at most 200 characters'], message: ['The message must be at most 5000 characters'] });
    const json = await t.inject({ method: 'POST', url: '/api/employer/support/tickets/', headers: bearer(token), payload: { subject: 'a' } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses attachments that are not images or PDF by content (415), too large (413) or too many (413)', async () => {
    const { token } = await registerEmployer(t);
    const fake = await open(t, token, [...TICKET, ['attachments', { data: Buffer.from('MZ not really a pdf'), filename: 'report.pdf', type: 'application/pdf' }]]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().detail).toMatch(/report/);
    const truncated = await open(t, token, [...TICKET, ['attachments', { data: PDF.subarray(0, 40), filename: 'cut.pdf', type: 'application/pdf' }]]);
    expect(truncated.statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES)]);
    const tooBig = await open(t, token, [...TICKET, ['attachments', { data: big, filename: 'big.pdf', type: 'application/pdf' }]]);
    expect(tooBig.statusCode).toBe(413);
    const six = Array.from({ length: 6 }, (_, i): [string, File] => ['attachments', pdf(`p${i}.pdf`)]);
    expect((await open(t, token, [...TICKET, ...six])).statusCode).toBe(413);
    // Nothing was stored by the refused requests.
    expect((await t.inject({ method: 'GET', url: '/api/employer/support/tickets/', headers: bearer(token) })).json().count).toBe(0);
    // A GIF is an image we take here.
    expect((await open(t, token, [...TICKET, ['attachments', { data: GIF, filename: 'a.gif', type: 'image/gif' }]])).statusCode).toBe(201);
  });

  it('stores an image attachment decoded again, without EXIF or GPS, and refuses a decompression bomb', async () => {
    const { token } = await registerEmployer(t);
    const photo = await photoWithGps(60, 40);
    const ticket = (await open(t, token, [...TICKET, ['attachments', { data: photo, filename: 'where.jpg', type: 'image/jpeg' }]])).json();
    const file = await t.inject({ method: 'GET', url: `/api/employer/support/attachments/${ticket.messages[0].attachments[0].id}/`, headers: bearer(token) });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.exif, meta.width, meta.height]).toEqual([undefined, 40, 60]);

    const bomb = await open(t, token, [...TICKET, ['attachments', pdf()], ['attachments', { data: pngDeclaring(100_000, 100_000), filename: 'b.png', type: 'image/png' }]]);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ attachments: ['b.png: Ensure this image has no more than 25 megapixels (it has 10000).'] });
    expect((await t.inject({ method: 'GET', url: '/api/employer/support/tickets/', headers: bearer(token) })).json().count).toBe(1);
  });

  it('needs a token', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/employer/support/tickets/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('a ticket\'s life', () => {
  it('employer reply reopens, staff answer marks answered and mails the employer, close closes', async () => {
    const { token, email } = await registerEmployer(t);
    const id = (await open(t, token)).json().id;

    t.clock.advance(60_000);
    const answered = await staff('POST', `/api/staff/support/tickets/${id}/replies/`, { message: 'Please check the deadline field.', staff_name: 'Sita (Support)' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ status: 'answered', last_reply_by: 'staff', message_count: 2, employer_email: email });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toMatch(/^\[Ticket #\d+\] New reply: Cannot publish a job$/);
    expect(mail.text).toContain('> Please check the deadline field.');
    expect(mail.text).toContain(`/employer/support?ticket=${id}`);

    t.clock.advance(60_000);
    const back = await reply(token, id, [['message', 'Still broken.'], ['attachments', pdf()]]);
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ status: 'open', last_reply_by: 'employer', message_count: 3 });
    expect(back.json()).not.toHaveProperty('employer_email');
    expect(back.json().messages.map((m: { author: string }) => m.author)).toEqual(['employer', 'staff', 'employer']);
    expect(back.json().messages[1].author_name).toBe('Sita (Support)');

    const closed = await t.inject({ method: 'POST', url: `/api/employer/support/tickets/${id}/close/`, headers: bearer(token) });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const again = await t.inject({ method: 'POST', url: `/api/employer/support/tickets/${id}/close/`, headers: bearer(token) });
    expect(again.json()).toMatchObject({ status: 'closed', updated_at: closed.json().updated_at });
    expect((await t.inject({ method: 'GET', url: '/api/employer/support/tickets/?status=closed', headers: bearer(token) })).json().count).toBe(1);
    expect((await t.inject({ method: 'GET', url: '/api/employer/support/tickets/?status=open', headers: bearer(token) })).json().count).toBe(0);

    t.clock.advance(1_000);
    const closing = await staff('POST', `/api/staff/support/tickets/${id}/replies/`, { message: 'Fixed now.', close: true });
    expect(closing.json()).toMatchObject({ status: 'closed', messages: [{}, {}, {}, { author_name: 'Support team' }] });
    expect(t.mailer.sent.at(-1)!.subject).toMatch(/Answered and closed/);
  });

  it('lists most recently active first, in pages', async () => {
    const { token } = await registerEmployer(t);
    const ids: string[] = [];
    for (const subject of ['First', 'Second', 'Third']) {
      t.clock.advance(1_000);
      ids.push((await open(t, token, [['subject', subject], ['category', 'other'], ['message', 'Hello']])).json().id);
    }
    t.clock.advance(1_000);
    await reply(token, ids[0]!, [['message', 'Any news?']]);
    const page = (await t.inject({ method: 'GET', url: '/api/employer/support/tickets/?page_size=2', headers: bearer(token) })).json();
    expect(page).toMatchObject({ count: 3, next: '/api/employer/support/tickets/?page_size=2&page=2', previous: null });
    expect(page.results.map((r: { subject: string }) => r.subject)).toEqual(['First', 'Third']);
    const past = await t.inject({ method: 'GET', url: '/api/employer/support/tickets/?page=3&page_size=2', headers: bearer(token) });
    expect(past.statusCode).toBe(404);
  });

  it('is 404 for another employer\'s ticket and attachment; the owner downloads the file', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const ticket = (await open(t, owner.token, [...TICKET, ['attachments', pdf('bill.pdf')]])).json();
    const attachment = ticket.messages[0].attachments[0].id;
    for (const res of [
      await t.inject({ method: 'GET', url: `/api/employer/support/tickets/${ticket.id}/`, headers: bearer(other.token) }),
      await reply(other.token, ticket.id, [['message', 'mine now']]),
      await t.inject({ method: 'POST', url: `/api/employer/support/tickets/${ticket.id}/close/`, headers: bearer(other.token) }),
      await t.inject({ method: 'GET', url: `/api/employer/support/attachments/${attachment}/`, headers: bearer(other.token) }),
    ]) expect(res.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/employer/support/tickets/', headers: bearer(other.token) })).json().count).toBe(0);

    const file = await t.inject({ method: 'GET', url: `/api/employer/support/attachments/${attachment}/`, headers: bearer(owner.token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="bill.pdf"; filename*=UTF-8\'\'bill.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.inject({ method: 'GET', url: `/api/employer/support/attachments/${attachment}/` })).statusCode).toBe(401);
    const shown = await t.inject({ method: 'GET', url: `/api/employer/support/tickets/${ticket.id}/`, headers: bearer(owner.token) });
    expect(shown.json()).toMatchObject({ id: ticket.id, messages: [{ attachments: [{ id: attachment }] }] });
  });
});

describe('the staff API', () => {
  it('needs the right X-Support-Key', async () => {
    const { token } = await registerEmployer(t);
    const id = (await open(t, token)).json().id;
    for (const headers of [{}, { 'x-support-key': 'wrong' }, { 'x-support-key': `${STAFF_KEY}x` }, bearer(token)]) {
      for (const [method, url] of [['GET', '/api/staff/support/tickets/'], ['GET', `/api/staff/support/tickets/${id}/`]] as const) {
        const res = await t.inject({ method, url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      }
      const res = await t.inject({ method: 'POST', url: `/api/staff/support/tickets/${id}/replies/`, headers, payload: { message: 'x' } });
      expect(res.statusCode).toBe(403);
    }
    const sent = t.mailer.sent.length;
    expect((await t.inject({ method: 'GET', url: `/api/employer/support/tickets/${id}/`, headers: bearer(token) })).json().status).toBe('open');
    expect(t.mailer.sent.length).toBe(sent);
  });

  it('lists every employer\'s tickets with their e-mail, validates answers and is 404 for an unknown ticket', async () => {
    const a = await registerEmployer(t);
    await open(t, a.token, [['subject', 'Staff list check'], ['category', 'billing'], ['message', 'Invoice?']]);
    const list = await staff('GET', '/api/staff/support/tickets/?status=open&page_size=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toContainEqual(expect.objectContaining({ subject: 'Staff list check', employer_email: a.email }));
    const id = list.json().results.find((r: { subject: string }) => r.subject === 'Staff list check').id;
    expect((await staff('POST', `/api/staff/support/tickets/${id}/replies/`, { message: ' ', extra: 1 })).json())
      .toEqual({ message: ['Please write your message'], extra: ['Unknown field.'] });
    expect((await staff('GET', '/api/staff/support/tickets/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
  });

  it('is off when SUPPORT_API_KEY is not set', async () => {
    const saved = process.env.SUPPORT_API_KEY;
    delete process.env.SUPPORT_API_KEY;
    const bare = await createTestApp();
    try {
      const res = await bare.inject({ method: 'GET', url: '/api/staff/support/tickets/', headers: { 'x-support-key': '' } });
      expect(res.statusCode).toBe(403);
      expect((await bare.inject({ method: 'GET', url: '/api/staff/support/tickets/', headers: { 'x-support-key': STAFF_KEY } })).statusCode).toBe(403);
    } finally {
      process.env.SUPPORT_API_KEY = saved;
      await bare.close();
    }
  });
});

describe('deleting the account', () => {
  it('removes its tickets, messages and attachments', async () => {
    const { token, password } = await registerEmployer(t);
    const ticket = (await open(t, token, [...TICKET, ['attachments', pdf()]])).json();
    const del = await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(token), payload: { password } });
    expect(del.statusCode).toBe(204);
    expect((await staff('GET', `/api/staff/support/tickets/${ticket.id}/`)).statusCode).toBe(404);
    const rows = await t.database.db.execute(`select
      (select count(*) from support_messages where ticket_id = '${ticket.id}')::int as messages,
      (select count(*) from support_attachments where ticket_id = '${ticket.id}')::int as files`);
    expect((rows as unknown as { rows: unknown[] }).rows ?? rows).toEqual([{ messages: 0, files: 0 }]);
  });
});
