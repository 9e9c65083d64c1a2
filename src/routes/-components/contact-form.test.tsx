import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf, renderWithSession, requestBody, type FakeServer } from '@/session/-testing/render-with-session';
import { ContactForm } from './contact-form';

afterEach(cleanup);

/** Renders the form for a visitor; `contact` answers POST /api/contact/. */
async function renderForm(contact: FakeServer = () => Response.json({ detail: 'Message received.' }, { status: 201 })) {
  const rendered = await renderWithSession(() => <ContactForm />, {
    user: null,
    server: (request) => (pathOf(request) === '/api/contact/' ? contact(request) : new Response(null, { status: 404 })),
  });
  return { ...rendered, posted: () => rendered.requests.filter((r) => pathOf(r) === '/api/contact/') };
}

/** By accessible name, which leaves out the decorative "*" of required fields. */
const field = (label: string) => screen.getByRole('textbox', { name: label });

async function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

const errorOf = (label: string) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const complete = { Name: 'Ram Thapa', Email: 'ram@example.com.np', Subject: 'Pricing', Message: 'Do you offer NGO rates?' };

describe('ContactForm', () => {
  it('checks every field before sending', async () => {
    const { posted } = await renderForm();

    await fill({ Email: 'not-an-email' });

    expect(errorOf('Name')).toBe('Name is required');
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(errorOf('Subject')).toBe('Subject is required');
    expect(errorOf('Message')).toBe('Message is required');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(posted()).toEqual([]);
  });

  it('posts the trimmed message and confirms it was sent', async () => {
    const { posted } = await renderForm();

    await fill({ ...complete, Name: '  Ram Thapa ' });

    expect(posted()).toHaveLength(1);
    expect(await requestBody(posted()[0]!)).toEqual(
      { name: 'Ram Thapa', email: 'ram@example.com.np', subject: 'Pricing', message: 'Do you offer NGO rates?' },
    );
    expect((await screen.findByRole('status')).textContent).toContain('Thank you, your message has been sent.');
    expect(screen.getByRole('status').textContent).toContain('ram@example.com.np');
  });

  it("keeps what was typed and shows the server's field errors beside the fields", async () => {
    await renderForm(() => Response.json({ subject: ['Ensure this field has no more than 200 characters.'] }, { status: 400 }));

    await fill(complete);

    await screen.findByText('Ensure this field has no more than 200 characters.');
    expect(errorOf('Subject')).toBe('Ensure this field has no more than 200 characters.');
    expect((field('Message') as HTMLTextAreaElement).value).toBe(complete.Message);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the spec message for a server error', async () => {
    await renderForm(() => Response.json({}, { status: 500 }));

    await fill(complete);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Server error. Please try again later or contact support if the problem persists.',
    );
  });

  it('shows the spec message when the server cannot be reached', async () => {
    await renderForm(() => {
      throw new TypeError('Failed to fetch');
    });

    await fill(complete);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect((field('Name') as HTMLInputElement).value).toBe(complete.Name);
  });
});
